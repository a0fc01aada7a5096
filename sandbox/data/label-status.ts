/** What a shipping label's `status` says once it is voided: the carrier refunds it, it ships nothing. */
export const VOIDED_LABEL_STATUS = 'voided';

export function isVoidedLabel(label: { readonly status: string }): boolean {
  return label.status === VOIDED_LABEL_STATUS;
}

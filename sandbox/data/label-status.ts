/** What a shipping label's `status` says once it is voided (the app reads the same word). */
import { isVoided, VOIDED_LABEL_STATUS } from '../../shared/shipments/shipped-rows.ts';

export { VOIDED_LABEL_STATUS };

export function isVoidedLabel(label: { readonly status: string }): boolean {
  return isVoided(label);
}

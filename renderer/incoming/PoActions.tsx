/** Placeholder until the purchase order mutations are in the allowlist. */
export function PoActions({ po }: { readonly po: { readonly id: string | null } }) {
  return po.id === null ? null : null;
}

/**
 * What a step that can fail returns instead of throwing: its value, or a typed error. The
 * bridge's replies are one (`BridgeResult`); so is any local check or parse whose failure the
 * caller must handle.
 */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

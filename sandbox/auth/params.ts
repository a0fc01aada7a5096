/**
 * Reads OAuth parameters. RFC 6749 3.1/3.2: a parameter must not appear more than once, and an
 * empty value counts as absent.
 */

export type ParamRead<K extends string> =
  { ok: true; values: Partial<Record<K, string>> } | { ok: false; duplicate: K };

export function readParams<K extends string>(
  params: URLSearchParams,
  names: readonly K[],
): ParamRead<K> {
  const values: Partial<Record<K, string>> = {};
  for (const name of names) {
    const all = params.getAll(name);
    if (all.length > 1) return { ok: false, duplicate: name };
    const value = all[0];
    if (value !== undefined && value !== '') values[name] = value;
  }
  return { ok: true, values };
}

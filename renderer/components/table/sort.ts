/**
 * Multi-key sorting as the API takes it (`sort: "name,-created_at"`: comma-separated attributes,
 * `-` for descending). The table keeps keys; the view sends `toApiSort(keys)`.
 */
export interface SortKey {
  readonly attribute: string;
  readonly descending: boolean;
}

export function toApiSort(keys: readonly SortKey[]): string | null {
  if (keys.length === 0) return null;
  return keys.map((k) => `${k.descending ? '-' : ''}${k.attribute}`).join(',');
}

/**
 * A header click. Plain click: sort by this column alone, ascending, then descending, then not
 * at all. With Shift (`additive`): add it as a further key, or cycle it in place.
 */
export function nextSort(
  current: readonly SortKey[],
  attribute: string,
  additive: boolean,
): SortKey[] {
  const index = current.findIndex((k) => k.attribute === attribute);
  const existing = current[index];
  if (!additive) {
    if (index !== 0 || !existing) return [{ attribute, descending: false }];
    return existing.descending ? [] : [{ attribute, descending: true }];
  }
  if (!existing) return [...current, { attribute, descending: false }];
  if (!existing.descending) {
    return current.map((k, i) => (i === index ? { attribute, descending: true } : k));
  }
  return current.filter((_, i) => i !== index);
}

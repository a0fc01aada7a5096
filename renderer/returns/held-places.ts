/**
 * The queue while the person works through it: after they change a return's status, the rows
 * keep the places they had (the changed one too, even if it no longer matches the filter) until
 * they change the filter or refresh. Rows not held (a page loaded later) follow in queue order.
 */
export function keepPlaces<Row extends { readonly id: string }>(
  all: readonly Row[],
  shown: readonly Row[],
  held: readonly string[],
): Row[] {
  const byId = new Map(all.map((row) => [row.id, row]));
  const heldIds = new Set(held);
  const kept = held.flatMap((id) => byId.get(id) ?? []);
  return [...kept, ...shown.filter((row) => !heldIds.has(row.id))];
}

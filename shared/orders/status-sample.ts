/**
 * The fulfillment statuses an account uses. There is no list of allowed values (they are free
 * strings), so they are read from a sample of recently updated orders (`OrderStatusSample`):
 * the order pane's status picker and filter offer them, and an order import accepts only them.
 */

/** How many recent orders to sample; statuses in use show up well within this. */
export const STATUS_SAMPLE_SIZE = 100;

/** The sample's statuses, most common first (ties by name), blanks left out. */
export function statusesByUse(
  nodes: readonly ({ readonly fulfillment_status?: unknown } | null | undefined)[],
): string[] {
  const counts = new Map<string, number>();
  for (const node of nodes) {
    const raw = node?.fulfillment_status;
    const status = typeof raw === 'string' ? raw.trim() : '';
    if (status !== '') counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([status]) => status);
}

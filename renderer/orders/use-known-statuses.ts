import { useOperation } from '../data/use-operation.ts';

/** How many recent orders to sample; statuses in use show up well within this. */
export const STATUS_SAMPLE_SIZE = 100;

/**
 * The fulfillment statuses this account actually uses, most common first, from a sample of
 * recently updated orders (there is no list of allowed values: they are free strings). `extra`
 * statuses (the current filter, the open order's) are kept even if the sample missed them.
 */
export function useKnownStatuses(extra: readonly (string | null | undefined)[] = []) {
  const query = useOperation(
    'OrderStatusSample',
    { first: STATUS_SAMPLE_SIZE },
    // Foreground: the status filter and the status form on screen depend on it, and as background
    // work it would queue behind the catalogue replica's first sync for minutes.
    { staleTime: 5 * 60_000, priority: 'foreground' },
  );
  const counts = new Map<string, number>();
  for (const edge of query.data?.data.orders?.data?.edges ?? []) {
    const status = edge?.node?.fulfillment_status?.trim();
    if (status) counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const sampled = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([status]) => status);
  const more = extra.filter((s): s is string => !!s && !counts.has(s));
  return { statuses: [...sampled, ...new Set(more)], query };
}

import { STATUS_SAMPLE_SIZE, statusesByUse } from '../../shared/orders/status-sample.ts';
import { useOperation } from '../data/use-operation.ts';

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
  const sampled = statusesByUse(
    (query.data?.data.orders?.data?.edges ?? []).map((edge) => edge?.node),
  );
  const inSample = new Set(sampled);
  const more = extra.filter((s): s is string => !!s && !inSample.has(s));
  return { statuses: [...sampled, ...new Set(more)], query };
}

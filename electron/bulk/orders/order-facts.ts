/**
 * Facts an order import is checked against, read from the service before anything is sent: each
 * order number the file names, looked up 20 to a request (`OrdersByNumbers`: the orders list's
 * exact `order_number` filter, once per number), and the fulfillment statuses the account uses
 * (those of the orders found, those the session already knows, and the sample the order pane's
 * status picker offers). The sample costs about 100 credits, so it is read only when a status the
 * file sets is not known otherwise. Checking is background work: it waits its turn behind what
 * the person is looking at. A number no order has is simply absent.
 */
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import type { Result } from '../../../shared/result.ts';
import { STATUS_SAMPLE_SIZE, statusesByUse } from '../../../shared/orders/status-sample.ts';
import { ORDERS_BY_NUMBERS_SLOTS } from '../../../shared/operations/orders-by-numbers.ts';
import type { Execute } from '../../broker/execute.ts';
import type { KnownStatuses } from './known-statuses.ts';
import { lookUpAll } from '../run/look-up-all.ts';
import { lookUpOrders, type NumberFact } from '../../broker/applied-checks/orders-by-number.ts';

export interface OrderFacts {
  readonly orders: ReadonlyMap<string, NumberFact>;
  /** Statuses the account uses, most common first in the sample. */
  readonly statuses: readonly string[];
}

async function sampleStatuses(execute: Execute): Promise<Result<string[], BridgeError>> {
  const result = await execute(
    'OrderStatusSample',
    { first: STATUS_SAMPLE_SIZE },
    { priority: 'background' },
  );
  if (!result.ok) return result;
  const edges = result.value.data.orders?.data?.edges ?? [];
  const statuses = statusesByUse(edges.map((edge) => edge?.node));
  return { ok: true, value: statuses };
}

export interface FetchOrderFactsOptions {
  readonly execute: Execute;
  readonly numbers: readonly string[];
  /** The statuses the file's rows set: the sample is read only if one of them is not known. */
  readonly wantedStatuses: readonly string[];
  /** What the session already knows; it learns what this check reads. */
  readonly known?: KnownStatuses;
  /** Requests in flight at once; the broker's pacer still decides when each goes. */
  readonly concurrency?: number;
  readonly onProgress?: (checked: number, total: number) => void;
  readonly signal?: AbortSignal;
}

export async function fetchOrderFacts(
  options: FetchOrderFactsOptions,
): Promise<Result<OrderFacts, BridgeError>> {
  const { execute, numbers } = options;
  const batches: string[][] = [];
  for (let at = 0; at < numbers.length; at += ORDERS_BY_NUMBERS_SLOTS) {
    batches.push(numbers.slice(at, at + ORDERS_BY_NUMBERS_SLOTS));
  }
  const orders = new Map<string, NumberFact>();
  const failure = await lookUpAll({
    items: batches,
    concurrency: options.concurrency ?? 2,
    weight: (batch) => batch.length,
    lookUp: async (batch) => {
      const lookup = await lookUpOrders(execute, batch);
      if (!lookup.ok) return lookup.error;
      lookup.value.forEach((fact, number) => orders.set(number, fact));
      return null;
    },
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (failure) return { ok: false, error: failure };
  const known = [...(options.known?.list() ?? [])];
  for (const fact of orders.values()) {
    if (fact.kind === 'one' && fact.order.status.trim() !== '') known.push(fact.order.status);
  }
  let sampled: readonly string[] = [];
  if (!options.wantedStatuses.every((status) => known.includes(status))) {
    const sample = await sampleStatuses(execute);
    if (!sample.ok) return sample;
    sampled = sample.value;
  }
  // The sample first: it is most common first, and a refused row offers the first few.
  const statuses = [...new Set([...sampled, ...known])];
  options.known?.learn(statuses);
  return { ok: true, value: { orders, statuses } };
}

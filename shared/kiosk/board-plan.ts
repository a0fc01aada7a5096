/**
 * What the kiosk's floor board refreshes and how often, in one place: the board
 * (renderer/kiosk/) runs exactly these, and the credit-manners test drives the same operations at
 * the same intervals through main's broker. Intervals are multiples of the kiosk's base interval
 * (`KioskInfo.refreshIntervalMs`): the queue moves fastest, the status list hardly at all.
 */
import type { OperationName, OperationVariables } from '../operations/catalogue.ts';

/** The base interval when the host sets none. */
export const DEFAULT_BOARD_REFRESH_MS = 30_000;

/** Orders per status in the queue list (21 credits a refresh). */
export const QUEUE_PAGE_SIZE = 20;
/**
 * Stock records scanned for the low-stock list, least available first (51 credits): only while
 * the kiosk's catalogue copy is not ready; once it is, the list comes from the copy, complete.
 */
export const LOW_STOCK_SCAN = 50;
/** Recently updated orders sampled for the statuses and their counts (101 credits). */
export const STATUS_SAMPLE_SIZE = 100;

/** Oldest first: the queue is worked from the front. */
export function queueVariables(status: string): OperationVariables<'OrdersPage'> {
  return { first: QUEUE_PAGE_SIZE, status, sort: 'order_date' };
}

export const LOW_STOCK_VARIABLES: OperationVariables<'LowStock'> = { first: LOW_STOCK_SCAN };

export const STATUS_SAMPLE_VARIABLES: OperationVariables<'OrderStatusSample'> = {
  first: STATUS_SAMPLE_SIZE,
};

/** Each list's interval as a multiple of the base interval. */
export const REFRESH_MULTIPLE = {
  queue: 1,
  lowStock: 2,
  statusSample: 10,
} as const;

export type BoardList = keyof typeof REFRESH_MULTIPLE;

export function refreshIntervalOf(list: BoardList, baseMs: number): number {
  return REFRESH_MULTIPLE[list] * baseMs;
}

export interface BoardRefresh<N extends OperationName = OperationName> {
  readonly list: BoardList;
  readonly operation: N;
  readonly variables: OperationVariables<N>;
  readonly intervalMs: number;
}

/** Every background refresh the board runs while `status` is the queue's selected status. */
export function boardRefreshes(baseMs: number, status: string): readonly BoardRefresh[] {
  return [
    {
      list: 'queue',
      operation: 'OrdersPage',
      variables: queueVariables(status),
      intervalMs: refreshIntervalOf('queue', baseMs),
    },
    {
      list: 'lowStock',
      operation: 'LowStock',
      variables: LOW_STOCK_VARIABLES,
      intervalMs: refreshIntervalOf('lowStock', baseMs),
    },
    {
      list: 'statusSample',
      operation: 'OrderStatusSample',
      variables: STATUS_SAMPLE_VARIABLES,
      intervalMs: refreshIntervalOf('statusSample', baseMs),
    },
  ];
}

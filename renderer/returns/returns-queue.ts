/**
 * The Returns queue's rows and order, from the ReturnsQueue reply. The service cannot filter
 * returns by status, so the status and "overdue only" filters are applied here, to the returns
 * read. Order: overdue first (longest overdue first), then the others that arrived and wait to be
 * processed (oldest arrival first), then those still on their way (oldest first), then the
 * processed ones (newest first).
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { arrivedAtMs, isOverdue, serviceMs } from '../../shared/returns/overdue.ts';
import { isProcessedStatus } from '../../shared/returns/statuses.ts';
import { keepPlaces } from './held-places.ts';
import type { ReturnsFilter } from './view-state.ts';

type QueueConnection = NonNullable<NonNullable<OperationData<'ReturnsQueue'>['returns']>['data']>;
export type QueueReturn = NonNullable<NonNullable<QueueConnection['edges'][number]>['node']>;

/** Where a return stands in the queue, in queue order. */
export const QUEUE_GROUPS = ['overdue', 'to-process', 'on-the-way', 'processed'] as const;
export type QueueGroup = (typeof QUEUE_GROUPS)[number];

export interface ReturnRow {
  readonly id: string;
  readonly number: string;
  readonly orderId: string | null;
  readonly status: string | null;
  readonly reason: string | null;
  readonly createdAt: string | null;
  readonly arrivedMs: number | null;
  readonly expected: number;
  readonly received: number;
  readonly restocked: number;
  readonly group: QueueGroup;
}

function groupOf(node: QueueReturn, arrived: number | null, nowMs: number): QueueGroup {
  if (isProcessedStatus(node.status)) return 'processed';
  if (isOverdue(node, nowMs)) return 'overdue';
  return arrived === null ? 'on-the-way' : 'to-process';
}

export function toReturnRow(node: QueueReturn, nowMs: number): ReturnRow {
  const arrived = arrivedAtMs(node);
  return {
    id: node.id ?? '',
    number: node.legacy_id === null ? (node.id ?? '') : String(node.legacy_id),
    orderId: node.order_id,
    status: node.status,
    reason: node.reason,
    createdAt: node.created_at,
    arrivedMs: arrived,
    expected: node.total_items_expected ?? 0,
    received: node.total_items_received ?? 0,
    restocked: node.total_items_restocked ?? 0,
    group: groupOf(node, arrived, nowMs),
  };
}

/** Smaller first: oldest arrival, or oldest creation, or (processed) newest creation. */
function ageKey(row: ReturnRow): number {
  const created = serviceMs(row.createdAt) ?? 0;
  if (row.group === 'overdue' || row.group === 'to-process') return row.arrivedMs ?? created;
  return row.group === 'processed' ? -created : created;
}

export function compareQueue(a: ReturnRow, b: ReturnRow): number {
  const byGroup = QUEUE_GROUPS.indexOf(a.group) - QUEUE_GROUPS.indexOf(b.group);
  if (byGroup !== 0) return byGroup;
  const byAge = ageKey(a) - ageKey(b);
  return byAge !== 0 ? byAge : a.id.localeCompare(b.id);
}

export function matchesFilter(row: ReturnRow, filter: ReturnsFilter): boolean {
  if (filter.overdueOnly === true && row.group !== 'overdue') return false;
  if (filter.status !== undefined && (row.status ?? '') !== filter.status) return false;
  return true;
}

/** The queue as shown: nodes made rows, filtered, in queue order, or in held places. */
export function returnsQueue(
  nodes: readonly (QueueReturn | null)[],
  filter: ReturnsFilter,
  nowMs: number,
  held: readonly string[] | null = null,
): ReturnRow[] {
  const all = nodes
    .filter((node): node is QueueReturn => node !== null && node.id !== null)
    .map((node) => toReturnRow(node, nowMs));
  const shown = all.filter((row) => matchesFilter(row, filter)).sort(compareQueue);
  return held === null ? shown : keepPlaces(all, shown, held);
}

/** The statuses the filter offers: the known words, then any other the service sent. */
export function statusOptions(
  known: readonly string[],
  nodes: readonly (QueueReturn | null)[],
): string[] {
  const seen = new Set(known);
  for (const node of nodes) if (node?.status) seen.add(node.status);
  return [...seen];
}

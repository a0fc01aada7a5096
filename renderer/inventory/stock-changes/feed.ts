/**
 * The feed's rows from the changes read: large adjustments first (biggest first), then day by
 * day, newest day first, each day's routine shipping deductions folded into one summary row per
 * warehouse, followed by its other changes, newest first. The rules are the shared ones
 * (shared/inventory/stock-change-kinds.ts), so the brief and this feed agree on what is large.
 */
import {
  isLargeAdjustment,
  isRoutineShippingDeduction,
} from '../../../shared/inventory/stock-change-kinds.ts';
import { serviceTimeMs } from '../../../shared/dates/service-time.ts';
import { localDay } from '../../format/local-day.ts';
import type { StockChange } from './stock-change.ts';

/** One day's routine shipping deductions at one warehouse. */
export interface RoutineGroup {
  /** Stable across reads: day and warehouse. */
  readonly key: string;
  readonly day: string;
  readonly warehouseId: string | null;
  readonly count: number;
  /** Units shipped (the deductions' sizes added up). */
  readonly units: number;
  /** Distinct SKUs. */
  readonly skus: number;
  /** Newest first. */
  readonly changes: readonly StockChange[];
}

export type FeedRow =
  | { readonly kind: 'change'; readonly change: StockChange; readonly large: boolean }
  | { readonly kind: 'routine'; readonly group: RoutineGroup };

export interface Feed {
  readonly rows: readonly FeedRow[];
  readonly large: number;
  readonly routine: number;
  readonly other: number;
  /** Built with "Large adjustments only": the routine and other changes are counted, not shown. */
  readonly largeOnly: boolean;
}

/** The person's calendar day a change happened on (the filter's days): YYYY-MM-DD. */
function dayOf(change: StockChange): string {
  const ms = serviceTimeMs(change.created_at);
  return ms === null ? (change.created_at ?? '').slice(0, 10) : localDay(ms);
}

function newestFirst(a: StockChange, b: StockChange): number {
  const at = (b.created_at ?? '').localeCompare(a.created_at ?? '');
  return at !== 0 ? at : (b.id ?? '').localeCompare(a.id ?? '');
}

function size(change: StockChange): number {
  return Math.abs(change.change_in_on_hand ?? 0);
}

/** One group per day and warehouse; within a day, the busiest warehouse first. */
function routineGroups(routine: readonly StockChange[]): RoutineGroup[] {
  const byKey = new Map<
    string,
    { day: string; warehouseId: string | null; changes: StockChange[] }
  >();
  for (const change of routine) {
    const day = dayOf(change);
    const key = `${day} ${change.warehouse_id ?? ''}`;
    const group = byKey.get(key);
    if (group) group.changes.push(change);
    else byKey.set(key, { day, warehouseId: change.warehouse_id, changes: [change] });
  }
  return [...byKey.entries()]
    .map(([key, { day, warehouseId, changes }]) => ({
      key,
      day,
      warehouseId,
      count: changes.length,
      units: changes.reduce((sum, change) => sum + size(change), 0),
      skus: new Set(changes.map((change) => change.sku)).size,
      changes: [...changes].sort(newestFirst),
    }))
    .sort((a, b) => b.units - a.units || a.key.localeCompare(b.key));
}

/** `largeOnly`: the large adjustments alone, for "what needs a look". */
export function buildFeed(changes: readonly StockChange[], largeOnly = false): Feed {
  const large: StockChange[] = [];
  const routine: StockChange[] = [];
  const other: StockChange[] = [];
  for (const change of changes) {
    if (isLargeAdjustment(change)) large.push(change);
    else if (isRoutineShippingDeduction(change)) routine.push(change);
    else other.push(change);
  }
  const rows: FeedRow[] = [...large]
    .sort((a, b) => size(b) - size(a) || newestFirst(a, b))
    .map((change) => ({ kind: 'change', change, large: true }));
  if (!largeOnly) {
    const groups = routineGroups(routine);
    const days = [...new Set([...groups.map((g) => g.day), ...other.map(dayOf)])].sort().reverse();
    const sortedOther = [...other].sort(newestFirst);
    for (const day of days) {
      for (const group of groups.filter((g) => g.day === day))
        rows.push({ kind: 'routine', group });
      for (const change of sortedOther.filter((c) => dayOf(c) === day)) {
        rows.push({ kind: 'change', change, large: false });
      }
    }
  }
  return { rows, large: large.length, routine: routine.length, other: other.length, largeOnly };
}

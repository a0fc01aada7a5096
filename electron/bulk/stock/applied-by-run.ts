/**
 * Which rows of a stock run the service shows applied, read once before a resume sends anything
 * (docs/bulk.md "The service as witness"). A journal and its commit mark put back together from
 * a backup look like a clean pause, so the journal alone cannot say what a later, lost part of
 * the run sent; the service's history can. Every row's reason carries the run's tag
 * (run/import-tag.ts), and `inventory_changes(reason:)` finds them all by the part every tag of
 * the run shares, inside the date range the service requires (at most 60 days).
 */
import { REASON_SEARCH_MAX_DAYS } from '../../../shared/inventory/reason-search.ts';
import { stableSort } from '../../../shared/operations/stable-sort.ts';
import type { Execute } from '../execute.ts';
import { connectionPage, pagesOf } from '../export/paging.ts';
import type { RunWitness } from '../run/import-run.ts';
import { readImportTag, runTagFragment } from '../run/import-tag.ts';
import type { PlannedStockChange } from './stock-plan.ts';

/** The longest date range the service searches reasons in. */
export const REASON_RANGE_MS = REASON_SEARCH_MAX_DAYS * 86_400_000;

/**
 * Widened on both sides of the run's time: the service's clock may differ from this machine's,
 * and its dates carry no zone (docs/service-notes.md), so a day either side covers any zone.
 */
export const WITNESS_MARGIN_MS = 86_400_000;

/**
 * Searched from this long before the latest change the journal records, in the service's own
 * time (each change's reply says when it was made). A row the journal holds no record of left
 * after its last record was written (`sending` is flushed before a row leaves, records keep call
 * order), so after every reply it records: the service made its change later. The margin covers
 * what blurs that order — whole-second times (a tie, a time rounded, an exclusive `date_from`:
 * 2 s) and service clocks a few seconds apart (3 s) — and no more: each second costs a resume
 * the credits of the rows applied in it (docs/bulk.md, "Why from the journal's latest change").
 */
export const SINCE_MARGIN_MS = 5_000;

export type Witness = RunWitness;

interface ChangeNode {
  readonly sku: string | null;
  readonly warehouse_id: string | null;
  readonly previous_on_hand: number | null;
  readonly change_in_on_hand: number | null;
  readonly reason: string | null;
}

/** Whether a change is this row's change: its SKU, warehouse and quantity. */
export function isRowChange(change: ChangeNode, row: PlannedStockChange): boolean {
  if (change.sku !== row.sku || change.warehouse_id !== row.warehouseId) return false;
  switch (row.action) {
    case 'add':
      return change.change_in_on_hand === row.quantity;
    case 'remove':
      return change.change_in_on_hand === -row.quantity;
    case 'set':
      return (
        change.previous_on_hand !== null &&
        change.change_in_on_hand !== null &&
        change.previous_on_hand + change.change_in_on_hand === row.quantity
      );
  }
}

/** A date-time as the service takes it: UTC, to the second, without a zone. */
const serviceDateTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19);

export interface WitnessOptions {
  readonly execute: Execute;
  readonly runId: string;
  readonly rows: readonly PlannedStockChange[];
  /** When the run was started (its journal's header), on this machine's clock. */
  readonly createdAt: number;
  readonly now: number;
  /**
   * The latest service time (ms, its zone-less time read as UTC) of a change the journal
   * records; null when it records none. A journal put back from a backup records less, so its
   * latest time is older and the search covers everything sent after it.
   */
  readonly since?: number | null;
}

export async function readWitness(options: WitnessOptions): Promise<Witness> {
  const { runId, rows } = options;
  const since = options.since ?? null;
  // Changes the journal records need no witness: only those after its latest one are read, so a
  // resume costs about the rows applied since then, not every row of the run. Never before the
  // run's start (less the day); a clock set back since the start still searches to a day past it.
  const start = options.createdAt - WITNESS_MARGIN_MS;
  const from = since === null ? start : Math.max(start, since - SINCE_MARGIN_MS);
  const to = Math.max(options.now, options.createdAt, since ?? 0) + WITNESS_MARGIN_MS;
  if (to - from > REASON_RANGE_MS) {
    return { kind: 'too-old', days: Math.floor((options.now - options.createdAt) / 86_400_000) };
  }
  const byLine = new Map(rows.map((row, i) => [row.line, i]));
  const run = runId.slice(0, 8);
  const applied = new Set<number>();
  const odd = new Set<number>();
  for await (const page of pagesOf(
    options.execute,
    'ImportRunChanges',
    {
      reason: runTagFragment(runId),
      date_from: serviceDateTime(from),
      date_to: serviceDateTime(to),
      sort: stableSort('created_at'),
    },
    (data) => connectionPage(data.inventory_changes?.data),
  )) {
    if (!page.ok) return { kind: 'failed', error: page.error };
    for (const change of page.nodes) {
      const tag = readImportTag(change.reason ?? '');
      const i = tag?.run === run ? byLine.get(tag.line) : undefined;
      const row = i === undefined ? undefined : rows[i];
      if (i === undefined || !row) continue;
      if (isRowChange(change, row)) applied.add(i);
      else odd.add(i);
    }
  }
  for (const i of applied) odd.delete(i);
  return { kind: 'read', applied, odd };
}

/**
 * Which rows of a stock run the service shows applied, read once before a resume sends anything
 * (docs/bulk.md "The service as witness"). A journal and its commit mark put back together from
 * a backup look like a clean pause, so the journal alone cannot say what a later, lost part of
 * the run sent; the service's history can. Every row's reason carries the run's tag
 * (run/import-tag.ts), and `inventory_changes(reason:)` finds them by the part the tags of the
 * rows searched for share, inside the date range the service requires (at most 60 days). Only
 * rows the journal leaves open (pending or in flight) are searched for: a search returns, and
 * is charged for, every change it matches, so it asks for those rows' lines alone
 * (line-cover.ts), not for the thousands of settled rows whose changes lie in the same seconds.
 */
import pLimit from 'p-limit';
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import type { Result } from '../../../shared/result.ts';
import { REASON_SEARCH_MAX_DAYS } from '../../../shared/inventory/reason-search.ts';
import { stableSort } from '../../../shared/operations/stable-sort.ts';
import type { Execute } from '../../broker/execute.ts';
import { connectionPage } from '../../broker/applied-checks/history-search.ts';
import { pagesOf } from '../export/paging.ts';
import type { RunWitness } from '../run/import-run.ts';
import { linesTagFragment, readImportTag, tagText } from '../run/import-tag.ts';
import { coverOpenLines } from './line-cover.ts';
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
  /**
   * Rows (by index) the journal leaves open: pending or in flight. Only their changes are
   * searched for: a settled row needs no witness. A journal put back from a backup leaves open
   * every row it does not record, so those are searched for too. Absent: every row.
   */
  readonly open?: ReadonlySet<number>;
  /** Searches out at once (each a request: one credit when it finds nothing). */
  readonly lanes?: number;
}

/** Searches out at once by default: as many as an import's lanes (send/batch-sender.ts). */
const SEARCH_LANES = 4;

/**
 * The digits a line written before the width was fixed starts with: never 0. A change of the run
 * whose tag starts so is searched for by the run's whole fragment (see readWitness).
 */
const LEGACY_FIRST_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

interface Found {
  readonly applied: Set<number>;
  readonly odd: Set<number>;
}

const PARTIAL_HISTORY: BridgeError = {
  kind: 'server',
  message: 'it answered part of the history with errors or fields withheld',
};

/** Whether a search found any change of the run, or why it could not read them all. */
type Search = Result<boolean, BridgeError>;

/**
 * Runs `tasks` at most `lanes` at a time (p-limit, as main's other queues), in order; once one
 * has failed, none not yet started starts. Results come in the order the tasks finished.
 */
async function inLanes<T>(
  tasks: readonly (() => Promise<T>)[],
  lanes: number,
  failed: (result: T) => boolean,
): Promise<T[]> {
  const limit = pLimit(Math.max(1, lanes));
  const results: T[] = [];
  // An object, not a let: the tasks set it from inside their closures.
  const state = { stop: false };
  await Promise.all(
    tasks.map((task) =>
      limit(async () => {
        if (state.stop) return;
        const result = await task();
        results.push(result);
        if (failed(result)) state.stop = true;
      }),
    ),
  );
  return results;
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
  const found: Found = { applied: new Set(), odd: new Set() };
  const lanes = options.lanes ?? SEARCH_LANES;
  const range = { date_from: serviceDateTime(from), date_to: serviceDateTime(to) };

  /** Reads every page of one search, noting the rows whose changes it holds. */
  const search = async (reason: string, firstPageOnly = false): Promise<Search> => {
    let any = false;
    for await (const page of pagesOf(
      options.execute,
      (execute, cursor) =>
        execute('ImportRunChanges', {
          ...cursor,
          reason,
          ...range,
          sort: stableSort('created_at'),
        }),
      (data) => connectionPage(data.inventory_changes?.data),
    )) {
      if (!page.ok) return { ok: false, error: page.error };
      // A change missing from a page answered in part may still be applied: read as absent, its
      // row would be sent again. The resume stops instead, nothing sent, and can be tried again.
      if (!page.value.complete) return { ok: false, error: PARTIAL_HISTORY };
      for (const change of page.value.nodes) {
        any = true;
        const tag = readImportTag(tagText(change.reason ?? ''));
        const i = tag?.run === run ? byLine.get(tag.line) : undefined;
        const row = i === undefined ? undefined : rows[i];
        if (i === undefined || !row) continue;
        if (isRowChange(change, row)) found.applied.add(i);
        else found.odd.add(i);
      }
      if (firstPageOnly) break;
    }
    return { ok: true, value: any };
  };
  const failedSearch = (result: Search): boolean => !result.ok;
  const firstFailure = (results: readonly Search[]): Witness | null => {
    for (const result of results) if (!result.ok) return { kind: 'failed', error: result.error };
    return null;
  };

  const open = options.open ?? new Set(rows.keys());
  let prefixes = coverOpenLines(rows.map((row, i) => ({ line: row.line, open: open.has(i) })));
  if (prefixes.length === 0) return { kind: 'read', applied: found.applied, odd: found.odd };
  if (!prefixes.includes('')) {
    // Tags written before the line's width was fixed match no line prefix: if the run has any in
    // the range (a run started before, resumed now), its whole fragment is searched instead.
    const legacy = await inLanes(
      LEGACY_FIRST_DIGITS.map((digit) => () => search(linesTagFragment(runId, digit), true)),
      lanes,
      failedSearch,
    );
    const failure = firstFailure(legacy);
    if (failure) return failure;
    if (legacy.some((result) => result.ok && result.value)) prefixes = [''];
  }
  const results = await inLanes(
    prefixes.map((digits) => () => search(linesTagFragment(runId, digits))),
    lanes,
    failedSearch,
  );
  const failure = firstFailure(results);
  if (failure) return failure;
  for (const i of found.applied) found.odd.delete(i);
  return { kind: 'read', applied: found.applied, odd: found.odd };
}

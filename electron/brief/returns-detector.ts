/**
 * Returns that became overdue (the shared overdue rule: arrived more than 48 hours ago and not
 * processed). The service cannot filter returns by arrival or by change, so returns not yet
 * processed are watched: new ones come from the returns created since the cursor (one credit a
 * return); the whole recent window is read again only every few hours (and for the first brief)
 * to learn of arrivals, which is soon enough since a return is overdue only 48 hours after it
 * arrived. When the clock makes a watched return overdue, it is read once more (its order's
 * returns, a credit or two) so one processed in the meantime is not reported.
 */
import { z } from 'zod';
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { arrivedAtMs, isOverdue, OVERDUE_AFTER_HOURS } from '../../shared/returns/overdue.ts';
import { isProcessedStatus } from '../../shared/returns/statuses.ts';
import type { WatchedReturn } from './brief-memory.ts';
import { readAll } from './brief-requests.ts';
import { serviceTime, DAY_MS } from './period.ts';
import type { RefreshContext } from './refresh-context.ts';

const returnNode = z.object({
  id: z.string(),
  legacy_id: z.number().nullable(),
  order_id: z.string().nullable(),
  status: z.string().nullable(),
  created_at: z.string(),
  line_items: z
    .array(
      z
        .object({ quantity_received: z.number().nullable(), updated_at: z.string().nullable() })
        .nullable(),
    )
    .nullable(),
});
type ReturnNode = z.infer<typeof returnNode>;

/** How far back the arrivals scan reads returns (by creation). */
export const RETURNS_WINDOW_MS = 30 * DAY_MS;
/** How often the arrivals scan runs. */
export const RETURNS_SCAN_EVERY_MS = 6 * 3_600_000;
const OVERDUE_MS = OVERDUE_AFTER_HOURS * 3_600_000;

/** An overdue return's words where no date is shown. */
const RETURN_OVERDUE_DETAIL = `Not processed ${OVERDUE_AFTER_HOURS} hours after it arrived`;

const returnsOf = (data: OperationData<'BriefReturns'>) => data.returns;

const watched = (node: ReturnNode): WatchedReturn => ({
  id: node.id,
  label: node.legacy_id === null ? node.id : `RMA ${node.legacy_id}`,
  orderId: node.order_id ?? '',
  status: node.status,
  lines: (node.line_items ?? []).flatMap((line) => (line ? [line] : [])),
});

/** Reads new returns (and the window when due); answers the newest creation seen (null: none). */
export async function detectReturns(context: RefreshContext, from: string): Promise<string | null> {
  const { memory } = context;
  const watch = new Map(memory.watchReturns.map((r) => [r.id, r]));
  const scan = context.nowMs - memory.returnsScanMs >= RETURNS_SCAN_EVERY_MS;
  const readFrom = scan ? serviceTime(context.nowMs - RETURNS_WINDOW_MS) : from;
  const nodes = await readAll(
    context.execute,
    context.spend,
    'BriefReturns',
    returnsOf,
    returnNode,
    (paging) => ({ ...paging, from: readFrom }),
  );
  if (scan) memory.returnsScanMs = context.nowMs;
  let newest: string | null = null;
  for (const node of nodes) {
    if (newest === null || node.created_at > newest) newest = node.created_at;
    if (isProcessedStatus(node.status)) watch.delete(node.id);
    else watch.set(node.id, watched(node));
  }
  for (const candidate of [...watch.values()]) {
    const arrived = arrivedAtMs({ line_items: candidate.lines });
    if (arrived === null || arrived + OVERDUE_MS < memory.sinceMs) continue;
    if (!isOverdue({ status: candidate.status, line_items: candidate.lines }, context.nowMs)) {
      continue;
    }
    if (memory.lines['returns-overdue'].some((entry) => entry.key === candidate.id)) continue;
    const now = await readAgain(context, candidate);
    if (now === null || isProcessedStatus(now.status)) {
      watch.delete(candidate.id);
      continue;
    }
    watch.set(now.id, now);
    if (!isOverdue({ status: now.status, line_items: now.lines }, context.nowMs)) continue;
    const due = (arrivedAtMs({ line_items: now.lines }) ?? arrived) + OVERDUE_MS;
    context.found('returns-overdue', {
      key: now.id,
      ms: due,
      item: {
        id: now.id,
        label: now.label,
        // No date in the words (an alert shows them as they are): the Overview shows when it
        // arrived from `at`, the moment it became overdue, as the app shows dates.
        detail: RETURN_OVERDUE_DETAIL,
        at: serviceTime(due),
      },
    });
  }
  memory.watchReturns = [...watch.values()];
  return newest;
}

async function readAgain(
  context: RefreshContext,
  candidate: WatchedReturn,
): Promise<WatchedReturn | null> {
  if (candidate.orderId === '') return candidate;
  const nodes = await readAll(
    context.execute,
    context.spend,
    'BriefReturns',
    returnsOf,
    returnNode,
    (paging) => ({ ...paging, orderId: candidate.orderId }),
  );
  const node = nodes.find((each) => each.id === candidate.id);
  return node ? watched(node) : null;
}

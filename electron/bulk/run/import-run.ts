/**
 * Runs an import's rows as paced background work, with the journal as the only truth about what
 * was sent. Each row is journalled `sending` (flushed) right before its mutation leaves (the
 * broker's `beforeSend`, after the pacer) and `settled` after. A row found `sending` at start — the previous run died with it in flight — or whose
 * reply is lost now, is verified against the service first: applied, safe to send, or unknown
 * (never sent blindly). Rows for the same target keep their file order; different targets may
 * be in flight together.
 */
import type { BridgeError, BridgeResult } from '../../../shared/bridge/errors.ts';
import type { Applied } from '../../broker/applied-checks/applied.ts';
import type { RowOutcome, RowState, RunStatus } from '../journal/events.ts';
import { JournalWriteError } from '../journal/journal-file.ts';
import type { Journal } from '../journal/journal-store.ts';
import { WithdrawnBeforeSend } from '../send/withdrawn.ts';
import { realScheduler, type Scheduler } from '../../time/scheduler.ts';

/** How one kind of import sends and checks a row. */
/** `Sent`: what a row's send answers when it went through, as `servedAt` reads it. */
export interface RowHandler<Row, Sent = unknown> {
  /** Rows with the same key change the same thing and are sent in file order, one at a time. */
  key(row: Row): string;
  /**
   * Sends the row's change; `beforeSend` must be awaited right before each time it leaves (the
   * broker does so once its pacer lets it go), so the journal knows when it really left.
   */
  send(row: Row, beforeSend: () => Promise<void>): Promise<BridgeResult<Sent>>;
  /** Was the row's change applied (applied-checks/registry.ts)? Not found is subject to SETTLE_MS. */
  verify(row: Row): Promise<Applied>;
  /** When the service made a change, from its send's reply (its own clock); null if untold. */
  servedAt?(sent: Sent): number | null;
  /**
   * What the service itself shows the run applied, read once at the start of every resume,
   * before anything is sent (stock: stock/applied-by-run.ts). Kinds without it rely on the
   * journal and the per-row check alone. `since`: the latest service time of a change the
   * journal records (null when none): a change made after the journal's records were written
   * came later, so the search need not start before it. `open`: the rows (by index) pending or
   * in flight, the only ones whose changes need finding.
   */
  witness?(since: number | null, open: ReadonlySet<number>): Promise<RunWitness>;
}

/** What a run's witness read: rows indexed as in the plan. */
export type RunWitness =
  /**
   * `applied`: rows whose change the service holds, exactly. `odd`: rows whose tag it holds on a
   * change that differs from the row, left to the per-row check.
   */
  | {
      readonly kind: 'read';
      readonly applied: ReadonlySet<number>;
      readonly odd: ReadonlySet<number>;
    }
  /** The run is older than the service's search reaches: the per-row rule alone applies. */
  | { readonly kind: 'too-old'; readonly days: number }
  | { readonly kind: 'failed'; readonly error: BridgeError };

export interface RunCounts {
  readonly pending: number;
  readonly sending: number;
  readonly applied: number;
  readonly failed: number;
  readonly unknown: number;
}

/** A row whose reply was lost, or that a crash left `sending`, waiting out its settle time. */
export interface Settling {
  /** The row soonest due (its index in the plan). */
  readonly row: number;
  /** Whole seconds until its check may count "not found" as "not applied". */
  readonly seconds: number;
  /** It was in flight when the previous run stopped (a crash or a quit), not lost in this one. */
  readonly interrupted: boolean;
  /** Rows waiting in all, this one included. */
  readonly rows: number;
}

export interface RunProgress {
  readonly runId: string;
  readonly total: number;
  readonly counts: RunCounts;
  readonly status: RunStatus;
  /** Why the run paused by itself (signed out, a missing scope, the service refusing). */
  readonly stopReason: string | null;
  /** The journal refused a write: this run object cannot go on; reopen the journal to resume. */
  readonly journalFailed: boolean;
  /** While running: rows waiting out their settle time, the soonest first; null when none. */
  readonly settling: Settling | null;
}

export interface ImportRun {
  /** Runs until finished, paused or cancelled. */
  run(): Promise<RunProgress>;
  pause(): void;
  cancel(): void;
  progress(): RunProgress;
  rows(): readonly RowState[];
  /**
   * The user asks to check the rows settled `unknown` again, while the run is stopped. Check
   * only: each is looked up once and settled applied (found), failed without being sent (not
   * found, past its settle time) or left unknown (not found too soon, or not readable); nothing
   * is sent and no other row is touched, whatever the run's status. How many were looked up.
   */
  recheckUnknown(): Promise<number>;
  /**
   * A request just succeeded: rows waiting to retry a check that could not read the history are
   * checked now rather than when their backoff ends (the settle rule still applies).
   */
  serviceBack(): void;
}

export interface ImportRunOptions<Row, Sent = unknown> {
  readonly runId: string;
  readonly rows: readonly Row[];
  readonly initial: readonly RowState[];
  readonly journal: Journal;
  readonly handler: RowHandler<Row, Sent>;
  readonly concurrency?: number;
  /** Sends of a row whose reply was lost and which the service says did not happen. */
  readonly maxAttempts?: number;
  readonly onChange?: () => void;
  /**
   * How long after a lost reply a history read must start before "not found" may count as
   * "not applied" (see SETTLE_MS).
   */
  readonly settleMs?: number;
  /** Wall-clock time, journalled with each send, and the settle waits' timers. */
  readonly clock?: Scheduler;
  /**
   * Checks a row's history may fail before it is settled `unknown` (one failed read — a short
   * outage — is not the last word); they are retried after RECHECK_BASE_MS, doubling each time.
   */
  readonly uncheckedRetries?: number;
  /** The run was loaded from its journal: its first `run()` is a resume too. */
  readonly resuming?: boolean;
  /**
   * How its journal left it (loaded runs): a cancelled or finished run never runs again, and a
   * paused one journals `resumed` when it does. A new run is `running`.
   */
  readonly status?: RunStatus;
  /** Where the run says what its witness found (main's log). */
  readonly log?: (message: string) => void;
}

/**
 * The service documents no bound on when a request whose reply was lost (a 5xx, a timeout, a
 * dropped connection) takes effect, nor that a read sees a change at once: a read right after
 * the loss may come before the change is committed. So a check only proves "applied" at once;
 * "not applied" needs a complete read of the history that starts at least this long after the
 * loss. Meanwhile the row waits without holding up rows for other targets. The broker waits
 * 30 s for a reply; twice that is the margin assumed here (docs/bulk.md).
 */
export const SETTLE_MS = 60_000;

/**
 * A row journalled `sending` leaves within this long, or is journalled again when it does (sent
 * again after a refusal that applied nothing, once the broker's back-off is over).
 */
export const DEPARTURE_SLACK_MS = 1_000;

/**
 * How long ago a crash-left row must have been journalled `sending` for "not found" to count at
 * once. The journal's time is written before the request's auth exchange (a token refresh, and
 * a resend after a 401, come later), and a wall clock stepped forward between the crash and the
 * restart (NTP after a reboot) makes the row look older than it is. Ten minutes covers two
 * request timeouts (a send and its resend after a 401), a token refresh, SETTLE_MS, and ordinary
 * clock steps, with room to spare.
 */
export const CRASH_SHORTCUT_MS = 10 * 60_000;

/**
 * After a check that could not read the history (the service unreachable, a page refused), the
 * row is checked again this long after, then twice as long, up to RECHECK_MAX_MS, before it is
 * settled `unknown`: five retries span about two and a half minutes of outage.
 */
export const RECHECK_BASE_MS = 5_000;
export const RECHECK_MAX_MS = 60_000;
export const UNCHECKED_RETRIES = 5;

/**
 * When "not found" may count for a row a crash (or a quit) left `sending`: its loss came at the
 * latest when the previous process died, which was before this run started (`now`, the run's
 * start) — so SETTLE_MS from then is always safe. Only when the journal says the row left at
 * least CRASH_SHORTCUT_MS before that (on the wall clock) is there no wait at all; a nearer time,
 * a time in the future (the clock went back) or none gives the full SETTLE_MS.
 */
export function crashSettleBy(now: number, sentAt: number | undefined, settleMs: number): number {
  if (sentAt !== undefined && sentAt <= now && now - sentAt >= CRASH_SHORTCUT_MS) return now;
  return now + settleMs;
}

const LOST_UNKNOWN =
  'The reply was lost and the service could not confirm whether this change was made. Check the history before importing this row again.';
const LOST_NOT_APPLIED = 'The service could not be reached; the change was not made.';
const RECHECK_NOT_APPLIED =
  'Checked again: the service shows no such change, so it was not made. It was not sent again; import this row again if the change is still wanted.';
const RECHECK_TOO_SOON =
  'Checked again: not found yet, but too soon after the lost reply to be sure it was not made. Check again in a minute.';

/** Errors that stop the whole run (nothing was applied; the row goes back to pending). */
function stopsRun(error: BridgeError): boolean {
  return (
    error.kind === 'throttled' ||
    error.kind === 'rate-limited' ||
    error.kind === 'signed-out' ||
    error.kind === 'missing-scope' ||
    error.kind === 'kiosk-locked' ||
    error.kind === 'sign-in-failed'
  );
}

/** Why a run stopped on a journal write, and what it had applied by then. */
export function journalStopReason(detail: string, applied: number, total: number): string {
  return `The import journal could not be written (${detail}), so the import stopped: nothing more is sent without a record of it. ${applied.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} changes were applied; the results list each row. Free some disk space, then resume (any row in flight is checked first).`;
}

export function countStates(rows: readonly RowState[]): RunCounts {
  const counts = { pending: 0, sending: 0, applied: 0, failed: 0, unknown: 0 };
  for (const row of rows) counts[row.status]++;
  return counts;
}

export function createImportRun<Row, Sent = unknown>(
  options: ImportRunOptions<Row, Sent>,
): ImportRun {
  const { rows, journal, handler, runId } = options;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const maxAttempts = options.maxAttempts ?? 2;
  const states: RowState[] = [...options.initial];
  /** The latest service time of a change the journal records (see RowHandler.witness). */
  let lastServed: number | null = null;
  const served = (at: number | undefined): void => {
    if (at !== undefined && (lastServed === null || at > lastServed)) lastServed = at;
  };
  for (const state of states) if (state.status === 'applied') served(state.serviceAt);
  // Kept as rows change, so progress costs the same however long the file is.
  const counts: Record<RowState['status'], number> = { ...countStates(states) };
  const setState = (i: number, next: RowState): void => {
    const previous = states[i];
    if (previous) counts[previous.status]--;
    counts[next.status]++;
    states[i] = next;
  };
  const busy = new Set<string>();
  let status: RunStatus = options.status ?? 'running';
  /** A check of the unknown rows is under way (recheckUnknown): the run does not start. */
  let checking = false;
  /** Workers are running (`status` starts as `running` for a run loaded but not started). */
  let active = false;
  /** When this run last started running: after anything the previous process sent. */
  let startedAt = Infinity;
  let stopReason: string | null = null;
  /** Times `run()` has started: any after the first is a resume. */
  let starts = 0;
  /** The witness could not be read on this start: nothing was sent, and no mark is written. */
  let unwitnessed = false;
  /** The first row not reached yet in this run, and rows reached whose target was busy. */
  let unreached = 0;
  const blocked: number[] = [];
  let stopping: 'pause' | 'cancel' | null = null;
  let journalFailure: string | null = null;
  const changed = (): void => options.onChange?.();
  const settleMs = options.settleMs ?? SETTLE_MS;
  const clock = options.clock ?? realScheduler;
  const now = (): number => clock.now();
  const timer = (ms: number, fire: () => void): (() => void) => clock.after(ms, fire);
  /**
   * When this run object was made: a row it did not see lost (loaded from its journal) was lost
   * before then, so a read SETTLE_MS later may count "not found" (recheckUnknown).
   */
  const madeAt = now();
  /** Per row: before this time a "not found" is not yet "not applied". */
  const settleBy = new Map<number, number>();
  /** Per waiting row: when it is checked next (its settle time, or a retry after a failed read). */
  const checkAt = new Map<number, number>();
  /** Per row: checks in a row that could not read the history. */
  const unchecked = new Map<number, number>();
  /** Rows waiting to retry such a check (not their settle time). */
  const retrying = new Set<number>();
  const uncheckedRetries = options.uncheckedRetries ?? UNCHECKED_RETRIES;
  /** Rows the previous process left `sending` that have not left again in this one. */
  const interrupted = new Set<number>(
    options.initial.flatMap((state, i) => (state.status === 'sending' ? [i] : [])),
  );
  /** Sends of each row in this process (a lost reply may be sent again, up to maxAttempts). */
  const sends = new Map<number, number>();
  /** Rows waiting out the settle time (their target stays busy), and those whose time came. */
  const waiting = new Map<number, () => void>();
  const due: number[] = [];
  let waiters: (() => void)[] = [];
  const wake = (): void => {
    const current = waiters;
    waiters = [];
    current.forEach((resolve) => resolve());
  };
  const idle = (): Promise<void> => new Promise((resolve) => waiters.push(resolve));

  /** A journal write failed: nothing more may be sent without a record of it. */
  const failJournal = (error: unknown): void => {
    journalFailure ??=
      error instanceof JournalWriteError
        ? error.detail
        : error instanceof Error
          ? error.message
          : String(error);
    stopping ??= 'pause';
    wake();
  };

  /**
   * Records a row's outcome without making its worker wait for the write. Only `sending` must be
   * on disk before anything leaves; a crash before a `settled` record is written leaves the row
   * `sending`, and the resume's check finds what happened. The journal keeps call order, so the
   * record still lands before anything the run appends later; a failed write stops the run like
   * any other (`writes` is awaited before the run ends).
   */
  const writes = new Set<Promise<void>>();
  const settle = (i: number, outcome: RowOutcome): void => {
    setState(i, outcome);
    changed();
    const written = journal.append({ t: 'settled', row: i, outcome }).then(
      () => undefined,
      (error: unknown) => failJournal(error),
    );
    writes.add(written);
    void written.finally(() => writes.delete(written));
  };

  const stop = (reason: string): void => {
    stopReason ??= reason;
    stopping ??= 'pause';
    wake();
  };

  /**
   * The next row to work on: a row whose settle time came, else the first row reached whose
   * target is no longer busy, else the next row of the file not reached yet. Rows of a busy
   * target wait in `blocked`, in file order, so they never overtake it; rows already being
   * worked on (one waiting out its settle time included) are not in the way of later ones.
   * A long run of rows for busy targets fills `blocked` and then waits rather than scans.
   */
  const pick = (): number | null => {
    const ready = due.shift();
    if (ready !== undefined) return ready;
    for (let b = 0; b < blocked.length; b++) {
      const i = blocked[b] ?? -1;
      const row = rows[i];
      if (row === undefined || busy.has(handler.key(row))) continue;
      blocked.splice(b, 1);
      return i;
    }
    while (unreached < states.length && blocked.length < concurrency * 16) {
      const i = unreached++;
      const row = rows[i];
      if (row === undefined || isDone(states[i]) || claimed.has(i)) continue;
      if (!busy.has(handler.key(row))) return i;
      blocked.push(i);
    }
    return null;
  };
  const claimed = new Set<number>();
  const isDone = (state: RowState | undefined): boolean =>
    state !== undefined && state.status !== 'pending' && state.status !== 'sending';

  /**
   * Checks a row whose reply was lost: settled (applied or unknown), `wait` (not found, but too
   * early to trust), or `not-applied`.
   */
  const check = async (i: number, row: Row): Promise<'settled' | 'wait' | 'not-applied'> => {
    const state = states[i];
    // A row the previous process left (or one put back to be checked again) was lost, if at
    // all, before this run started: its settle time counts from then, the same for all of them,
    // so rows queued behind one on the same target do not each wait again.
    const base = interrupted.has(i) ? Math.min(startedAt, now()) : now();
    const by =
      settleBy.get(i) ??
      crashSettleBy(base, state?.status === 'sending' ? state.sentAt : undefined, settleMs);
    settleBy.set(i, by);
    const started = now();
    const verified = await handler.verify(row);
    if (verified === 'yes') {
      unchecked.delete(i);
      settle(i, { status: 'applied' });
      return 'settled';
    }
    if (verified === 'unknown') {
      const failures = (unchecked.get(i) ?? 0) + 1;
      unchecked.set(i, failures);
      if (failures > uncheckedRetries) {
        unchecked.delete(i);
        settle(i, { status: 'unknown', reason: LOST_UNKNOWN });
        return 'settled';
      }
      // Read again later: the service may be back by then. Never sent meanwhile.
      retrying.add(i);
      return later(i, Math.min(RECHECK_BASE_MS * 2 ** (failures - 1), RECHECK_MAX_MS));
    }
    unchecked.delete(i);
    if (started >= by) return 'not-applied';
    return later(i, by - now());
  };

  /** The row waits `ms` (its target stays busy), then is checked again. */
  const later = (i: number, ms: number): 'wait' => {
    checkAt.set(i, now() + ms);
    waiting.set(
      i,
      timer(ms, () => {
        if (!waiting.delete(i)) return;
        checkAt.delete(i);
        retrying.delete(i);
        due.push(i);
        wake();
      }),
    );
    changed();
    return 'wait';
  };

  /** Works on a row; `wait` leaves its target busy until the row's settle time comes. */
  const process = async (i: number, row: Row): Promise<'done' | 'wait'> => {
    if (states[i]?.status === 'sending') {
      const verdict = await check(i, row);
      if (verdict !== 'not-applied') return verdict === 'wait' ? 'wait' : 'done';
      settleBy.delete(i);
    }
    for (let attempt = sends.get(i) ?? 0; attempt < maxAttempts; attempt++) {
      sends.set(i, attempt + 1);
      interrupted.delete(i);
      // Journalled `sending` (flushed, under the journal's mark) right before its request leaves,
      // once the pacer lets it go: a row still queued for credits, the request cap or a batch
      // has no record, so a crash leaves it provably unsent. A resend (after a 429, say) is
      // journalled again if it leaves later than the record says (see DEPARTURE_SLACK_MS).
      let sentAt: number | null = null;
      const beforeSend = async (): Promise<void> => {
        // Pausing or stopping: a row not journalled in this attempt does not leave (the broker
        // sends nothing when this throws). One journalled already (a resend) keeps its rules.
        if (stopping && sentAt === null) throw new WithdrawnBeforeSend();
        const at = now();
        if (sentAt !== null && at >= sentAt && at - sentAt <= DEPARTURE_SLACK_MS) return;
        await journal.append({ t: 'sending', row: i, at });
        sentAt = at;
        setState(i, { status: 'sending', sentAt });
        changed();
      };
      let result: BridgeResult<Sent>;
      try {
        result = await handler.send(row, beforeSend);
      } catch (error) {
        if (!(error instanceof WithdrawnBeforeSend)) throw error;
        // Withdrawn unsent as the run stops: a row with no record stays pending; one journalled
        // `sending` earlier (a batch the service refused, waiting to go alone) stays so and is
        // checked on resume. The attempt is not counted.
        sends.set(i, attempt);
        return 'done';
      }
      if (result.ok) {
        const serviceAt = handler.servedAt?.(result.value) ?? null;
        if (serviceAt !== null) served(serviceAt);
        settle(i, serviceAt === null ? { status: 'applied' } : { status: 'applied', serviceAt });
        return 'done';
      }
      const { error } = result;
      if (stopsRun(error)) {
        await journal.append({ t: 'unsent', row: i });
        setState(i, { status: 'pending' });
        stop(error.message);
        changed();
        return 'done';
      }
      if (error.kind !== 'network') {
        settle(i, { status: 'failed', reason: error.message });
        return 'done';
      }
      if (error.applied === 'yes') {
        settle(i, { status: 'applied' });
        return 'done';
      }
      // Lost: the settle time counts from now, when the attempt ended.
      settleBy.set(i, now() + settleMs);
      const verdict = await check(i, row);
      if (verdict !== 'not-applied') return verdict === 'wait' ? 'wait' : 'done';
      settleBy.delete(i);
    }
    settle(i, { status: 'failed', reason: LOST_NOT_APPLIED });
    return 'done';
  };

  const worker = async (): Promise<void> => {
    for (;;) {
      if (stopping) return;
      const i = pick();
      if (i === null) {
        if (busy.size === 0) return;
        await idle();
        continue;
      }
      const row = rows[i];
      if (row === undefined) return;
      const key = handler.key(row);
      busy.add(key);
      claimed.add(i);
      let outcome: 'done' | 'wait' = 'done';
      try {
        outcome = await process(i, row);
      } catch (error) {
        failJournal(error);
      } finally {
        if (outcome === 'done') {
          busy.delete(key);
          claimed.delete(i);
        }
        wake();
      }
    }
  };

  /**
   * Takes the witness's word before anything is sent: a row it shows applied is settled at once,
   * journalled, whether pending (a journal put back with its mark looks like a clean pause) or
   * in flight (no settle wait: found is proof). Rows it does not show keep their rules.
   */
  const heed = (witness: RunWitness): void => {
    if (witness.kind === 'failed') {
      unwitnessed = true;
      stop(
        `The import's changes could not be read from the service (${witness.error.message}), so nothing was sent. Resume to try again.`,
      );
      return;
    }
    if (witness.kind === 'too-old') {
      options.log?.(
        `Import ${runId} started ${witness.days} days ago, longer than the service searches change reasons over: its rows are checked one by one (a row in flight against its SKU's history), and rows its journal and mark record as unsent are sent.`,
      );
      return;
    }
    let found = 0;
    for (const i of witness.applied) {
      const state = states[i];
      if (state?.status !== 'pending' && state?.status !== 'sending') continue;
      interrupted.delete(i);
      settleBy.delete(i);
      settle(i, { status: 'applied' });
      found++;
    }
    for (const i of witness.odd) {
      if (states[i]?.status !== 'pending') continue;
      setState(i, { status: 'sending' });
      interrupted.add(i);
    }
    options.log?.(
      `Import ${runId}: the service shows ${witness.applied.size} of its ${rows.length} rows applied; ${found} of them were not yet recorded as done and are settled without being sent.`,
    );
  };

  const settling = (): Settling | null => {
    let soonest: { row: number; by: number } | null = null;
    for (const i of waiting.keys()) {
      const by = checkAt.get(i) ?? settleBy.get(i);
      if (by !== undefined && (soonest === null || by < soonest.by)) soonest = { row: i, by };
    }
    if (soonest === null) return null;
    return {
      row: soonest.row,
      seconds: Math.max(0, Math.ceil((soonest.by - now()) / 1000)),
      interrupted: interrupted.has(soonest.row),
      rows: waiting.size,
    };
  };

  const progress = (): RunProgress => {
    return {
      runId,
      total: rows.length,
      counts: { ...counts },
      status,
      stopReason:
        journalFailure === null
          ? stopReason
          : journalStopReason(journalFailure, counts.applied, rows.length),
      journalFailed: journalFailure !== null,
      settling: status === 'running' ? settling() : null,
    };
  };

  return {
    async run() {
      if (status === 'finished' || status === 'cancelled' || checking) return progress();
      // The journal takes no more records; the service reopens it from disk to go on.
      if (journalFailure !== null) return progress();
      if ((stopping as string | null) === 'cancel') {
        // Cancelled while not running: only the journal needs to know.
        await journal.append({ t: 'cancelled' });
        await journal.commit().catch(() => undefined);
        status = 'cancelled';
        changed();
        return progress();
      }
      if (status === 'paused') await journal.append({ t: 'resumed' });
      active = true;
      startedAt = now();
      // Rows put back (refused before they applied) are reached again from the start.
      unreached = 0;
      blocked.length = 0;
      status = 'running';
      stopping = null;
      stopReason = null;
      unwitnessed = false;
      changed();
      const resume = options.resuming === true || starts > 0;
      starts++;
      if (resume && handler.witness) {
        const open = new Set<number>();
        states.forEach((state, i) => {
          if (state.status === 'pending' || state.status === 'sending') open.add(i);
        });
        heed(await handler.witness(lastServed, open));
      }
      await Promise.all(Array.from({ length: concurrency }, worker));
      await Promise.all(writes);
      // Rows still waiting out their settle time stay `sending`: a resume checks them again.
      waiting.forEach((cancelTimer) => cancelTimer());
      waiting.clear();
      checkAt.clear();
      retrying.clear();
      due.length = 0;
      busy.clear();
      claimed.clear();
      active = false;
      const left = states.some((s) => s.status === 'pending' || s.status === 'sending');
      const how = stopping as 'pause' | 'cancel' | null; // set by pause(), cancel() or stop()
      // Set by a failed write while the workers ran. A run whose journal failed is paused however
      // far it got: a resume reads what reached the disk.
      const failed = (journalFailure as string | null) !== null;
      const next: RunStatus =
        how === 'cancel' ? 'cancelled' : left || failed ? 'paused' : 'finished';
      // Nothing is in flight any more: the mark says every row with no record was never sent.
      // Not when the witness could not be read: then no row was checked, and a journal that
      // could not prove its unsent rows before must not seem to now.
      await journal
        .append({ t: next })
        .then(() => (unwitnessed ? undefined : journal.commit()))
        .catch(() => undefined);
      status = next;
      changed();
      return progress();
    },
    pause() {
      stopping ??= 'pause';
      wake();
    },
    cancel() {
      stopping = 'cancel';
      wake();
    },
    progress,
    rows: () => states,
    serviceBack() {
      if (retrying.size === 0) return;
      for (const i of retrying) {
        waiting.get(i)?.();
        waiting.delete(i);
        checkAt.delete(i);
        due.push(i);
      }
      retrying.clear();
      wake();
    },
    async recheckUnknown() {
      if (active || checking || journalFailure !== null) return 0;
      const unknown = states.flatMap((state, i) => (state.status === 'unknown' ? [i] : []));
      if (unknown.length === 0) return 0;
      checking = true;
      changed();
      try {
        for (const i of unknown) {
          const row = rows[i];
          if (row === undefined) continue;
          // Lost in this run object: its own settle time; else before this object was made.
          const by = settleBy.get(i) ?? madeAt + settleMs;
          const started = now();
          const verified = await handler.verify(row).catch((): Applied => 'unknown');
          const outcome: RowOutcome | null =
            verified === 'yes'
              ? { status: 'applied' }
              : verified === 'unknown'
                ? null
                : started >= by
                  ? { status: 'failed', reason: RECHECK_NOT_APPLIED }
                  : { status: 'unknown', reason: RECHECK_TOO_SOON };
          if (outcome === null) continue;
          // Settled once its record is written: a failed write leaves the row as it was.
          await journal.append({ t: 'settled', row: i, outcome });
          setState(i, outcome);
          changed();
        }
        // Nothing went, nothing is in flight: the records are complete again.
        if (!unwitnessed) await journal.commit();
      } catch (error) {
        failJournal(error);
      } finally {
        checking = false;
        changed();
      }
      return unknown.length;
    },
  };
}

/**
 * Holds each request until the modelled pool can pay its estimate, so code 30 is the
 * exception rather than the control loop. What the user is looking at goes first; background
 * work is capped at a share of the account's restore rate and leaves a reserve for people, since
 * the pool is shared with every other user of the account.
 *
 * The catalogue copy (`sync`) is background work that goes after the rest and leaves part of the
 * background allowance to it (a kiosk board's lists, a status sample), so a long first sync never
 * holds them up; no background page costs more than the allowance holds.
 *
 * Work nobody waits on at once (`deferred`: the morning brief's refreshes) goes last. At sign-in
 * the pool is usually full and nobody else is seen spending, while the brief is the landing view
 * and its first refresh is large (about 1,500 credits): so deferred work has a one-off grant from
 * the pool (`deferredGrantShare`, 40 % of its maximum), beside the allowance rather than from it,
 * paid only while nobody else is seen spending and the pool keeps the reserve and all the
 * allowance could send now. The first brief is done in seconds, and the copy and an import started
 * with it keep the whole allowance; a standing share large enough for that would instead take
 * most of the allowance from them at the moment they start. Past the grant, or while others
 * spend, it is paid from the allowance but yields to the rest: while other background work or the
 * copy is under way (queued, out, or answered moments ago) it goes only from what its waiting has
 * earned, half the allowance's rate (its page, or the allowance's maximum for a larger page). So a long copy or import cannot starve it for minutes, nor it
 * them. Alone it takes the allowance as background work does: a standing reserve for the others
 * would delay every brief by what restoring it takes.
 *
 * When the model sees others spending, background work also waits for this client's
 * fair share (`fair-allowance.ts`), leaves the others room for their next pages, and goes after
 * a small random delay so clients that decided alike do not arrive together. Before staking
 * much of the pool on an old forecast, the pacer has the pool looked at again. The account's
 * request cap is paced here too (request-window.ts): every request waits for both limits.
 *
 * Disposed (its session ended), it sends nothing more: waiters still queued and any new request
 * are refused with PacerDisposedError.
 */
import { DEFAULT_BACKGROUND_SHARE } from '../../shared/cost/background-share.ts';
import { creditsAt, refund, spend, type CreditBucket } from '../../shared/cost/bucket.ts';
import type { Priority } from '../../shared/bridge/contract.ts';
import type { WithdrawSignal } from './request.ts';
import type { CreditModel } from './credit-model.ts';
import { createFairAllowance } from './fair-allowance.ts';
import type { RequestWindow } from './request-window.ts';
import { realScheduler, type Cancel, type Scheduler } from '../time/scheduler.ts';
import {
  DEFAULT_SHARE_TUNING,
  alonePageCredits,
  contendedPageCredits,
  contentionMargin,
  rampPageCredits,
  type ShareTuning,
} from './fair-share.ts';

export interface PacerOptions {
  readonly model: CreditModel;
  /** Time and the re-check timer (real by default). */
  readonly scheduler?: Scheduler;
  /** A number in [0, 1) for jitter. */
  readonly random?: () => number;
  /** Share of the restore rate background work may use (kiosk default 10%). */
  readonly backgroundShare?: number;
  /** Share of the maximum background work leaves untouched for foreground requests. */
  readonly backgroundReserve?: number;
  /**
   * Share of the pool's maximum the catalogue copy may draw once, beyond the background
   * allowance (still leaving the reserve): a floor PC's small share would take minutes to copy
   * even a small catalogue, and scans cannot be resolved until it is done.
   */
  readonly copyGrantShare?: number;
  /**
   * Share of the pool's maximum deferred work (the brief) may draw once beyond the allowance,
   * only while nobody else is seen spending and still leaving the reserve: the first brief after
   * sign-in is what the user looks at, and would otherwise wait minutes behind a large copy.
   */
  readonly deferredGrantShare?: number;
  /** Longest single wait before re-checking (the model may change meanwhile). */
  readonly recheckMs?: number;
  /**
   * Looks at the pool again (a one-credit `user_quota` whose reply feeds the model). Without it
   * the pacer trusts its forecast.
   */
  readonly refresh?: () => Promise<void>;
  /** A forecast older than this is refreshed before a large send, or while waiting contended. */
  readonly staleMs?: number;
  /** Under contention, a forecast older than this may be refreshed before a send. */
  readonly contendedStaleMs?: number;
  readonly tuning?: ShareTuning;
  /**
   * The service's request cap (request-window.ts): no request leaves before it allows; without
   * it only credits are paced.
   */
  readonly requests?: RequestWindow;
}

/**
 * What `acquire` rejects with once the pacer is disposed (its account's session ended, or it
 * points elsewhere now): the request was never sent.
 */
export class PacerDisposedError extends Error {
  constructor() {
    super('The session ended before the request was sent');
    this.name = 'PacerDisposedError';
  }
}

/** Ends a request; `actual` is what it was charged, when known. */
export type Finish = (actual?: number | null) => void;

export interface Pacer {
  /**
   * Resolves when the request may be sent, with a function to call once it is answered. Rejects
   * with the signal's reason when `signal` aborts first, and with PacerDisposedError when the
   * pacer is disposed first (or already was): the request leaves the queue unsent.
   */
  acquire(estimate: number, priority: Priority, signal?: WithdrawSignal): Promise<Finish>;
  /** Re-evaluates the queue (after the model changed). */
  poke(): void;
  pending(): number;
  /**
   * Most credits one page of `priority` (background by default) should plan for now; null while
   * the pool is unknown.
   */
  pageCredits(priority?: Exclude<Priority, 'foreground'>): number | null;
  /** Stops pacing: waiters still queued are refused, and requests out end without sending more. */
  dispose(): void;
}

interface Waiter {
  readonly estimate: number;
  readonly priority: Priority;
  readonly seq: number;
  readonly resolve: (finish: Finish) => void;
  readonly reject: (error: Error) => void;
  /** Stops listening to the request's signal once it leaves the queue (a run's signal outlives it). */
  readonly release: () => void;
  /** Under contention: the random moment it goes, fixed once it is otherwise ready. */
  notBefore?: number;
}

/** A waiter sent; how long one waits (seconds, null: unknown); or the pool being looked at. */
type Step = 'sent' | 'refreshing' | number | null;

/** Contended sends spread over this share of a page interval. */
const JITTER_SHARE = 0.2;
/**
 * Credits of the background allowance the catalogue copy leaves to other background work (at most
 * half of it): room for a few list pages, such as a kiosk board's three lists (173 credits).
 */
const SYNC_LEAVES = 200;
/**
 * Share of the allowance's rate deferred work earns while it waits behind other work: half, so a
 * brief past its grant and a long copy split the allowance evenly rather than one starving.
 */
const DEFERRED_SHARE = 0.5;
/** Default deferred grant: the sandbox's first brief (about 1,530 credits of a 4,004 pool). */
const DEFERRED_GRANT_SHARE = 0.4;
/**
 * Other work answered this recently still counts as under way: the copy and an import send their
 * next request soon after a reply, and deferred work must not take the credits it is about to need.
 */
const QUIET_MS = 2000;
/** The priorities a one-off grant from the pool may pay. */
type Granted = 'sync' | 'deferred';
/** Queue order: lower goes first. */
const RANK: Record<Priority, number> = { foreground: 0, background: 1, sync: 2, deferred: 3 };

const withdrawn = (signal: WithdrawSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new Error('The request was withdrawn');

const syncLeaves = (allowance: CreditBucket): number => Math.min(SYNC_LEAVES, allowance.max / 2);
/** Background work and the copy: what deferred work yields to while it is under way. */
const yieldsTo = (priority: Priority): boolean => priority === 'background' || priority === 'sync';

export function createPacer(options: PacerOptions): Pacer {
  const { model } = options;
  const scheduler = options.scheduler ?? realScheduler;
  const now = (): number => scheduler.now();
  const random = options.random ?? (() => 0.5);
  const share = options.backgroundShare ?? DEFAULT_BACKGROUND_SHARE;
  const reserveShare = options.backgroundReserve ?? 0.2;
  const recheckMs = options.recheckMs ?? 1000;
  const staleMs = options.staleMs ?? 1000;
  const contendedStaleMs = options.contendedStaleMs ?? 300;
  const tuning = options.tuning ?? DEFAULT_SHARE_TUNING;
  const fair = createFairAllowance(model, tuning);
  const queue: Waiter[] = [];
  let seq = 0;
  let cancelTimer: Cancel | undefined;
  let allowance: CreditBucket | null = null;
  /** What is left of each one-off grant; null until the pool is known. */
  const grants: Record<Granted, number | null> = { sync: null, deferred: null };
  const grantShares: Record<Granted, number> = {
    sync: options.copyGrantShare ?? 0,
    deferred: options.deferredGrantShare ?? DEFERRED_GRANT_SHARE,
  };
  let refreshing = false;
  let refreshedAt = -Infinity;
  let disposed = false;
  /** Background and copy requests out, and when the last of them was answered. */
  let othersOut = 0;
  let othersEndedAt = -Infinity;
  /** Credits deferred work has earned by waiting behind the others; accruing since `earnedAt`. */
  let earned = 0;
  let earnedAt: number | null = null;

  /** Background allowance: a bucket at `share` of the account's rate and size. */
  const allowanceNow = (): CreditBucket | null => {
    const server = model.bucket();
    if (!server) return null;
    const max = Math.max(1, server.max * share);
    const rate = server.rate * share;
    if (!allowance || allowance.max !== max || allowance.rate !== rate) {
      allowance = { available: max, max, rate, at: now() };
    }
    return allowance;
  };

  /** Credits left of a grant (fixed from the pool's size the first time it is known). */
  const grantLeft = (kind: Granted): number => {
    const server = model.bucket();
    if (grants[kind] === null && server) grants[kind] = server.max * grantShares[kind];
    return grants[kind] ?? 0;
  };
  /** The grant `waiter` is paid from, if any: the brief's only while nobody else is seen spending. */
  const grantFor = (waiter: Waiter): Granted | null => {
    const kind = waiter.priority;
    if (kind !== 'sync' && kind !== 'deferred') return null;
    if (kind === 'deferred' && model.contended()) return null;
    return grantLeft(kind) >= waiter.estimate ? kind : null;
  };

  /** Whether background work or the copy is under way: queued, out, or answered moments ago. */
  const othersBusy = (t: number): boolean =>
    othersOut > 0 || t - othersEndedAt < QUIET_MS || queue.some((w) => yieldsTo(w.priority));
  const earnRate = (): number => (allowance ? allowance.rate * DEFERRED_SHARE : 0);
  /** Adds what deferred work earned by waiting since the last look. */
  const accrue = (t: number): void => {
    if (earnedAt !== null && allowance) {
      earned = Math.min(allowance.max, earned + (Math.max(0, t - earnedAt) / 1000) * earnRate());
    }
    earnedAt = null;
  };
  /** Deferred work earns while it waits behind the others, and only then. */
  const hold = (t: number): void => {
    earnedAt = queue.some((w) => w.priority === 'deferred') && othersBusy(t) ? t : null;
  };

  /** Credits the pool must hold for background `waiter`: its estimate and what to leave. */
  const poolNeeds = (waiter: Waiter, server: CreditBucket): number => {
    const reserve = server.max * reserveShare;
    const foreign = model.foreignRate();
    const page = contendedPageCredits(server, foreign, tuning);
    const margin = model.contended() ? contentionMargin(foreign, page, tuning) : 0;
    return Math.min(server.max, waiter.estimate + Math.max(reserve, margin));
  };

  /**
   * Seconds deferred `waiter` waits for its waiting to earn its page behind the others: its
   * estimate, or all it can earn (the allowance's maximum), as background work waits for at most
   * that. Null when it is not paid from what it earns (granted, alone, or not deferred).
   */
  const earningWait = (waiter: Waiter, t: number): number | null => {
    const bucket = allowanceNow();
    if (!bucket || waiter.priority !== 'deferred' || grantFor(waiter) || !othersBusy(t)) {
      return null;
    }
    const rate = earnRate();
    const target = Math.min(waiter.estimate, bucket.max);
    return rate > 0 ? Math.max(0, (target - earned) / rate) : Infinity;
  };

  /** Seconds until `waiter` may go: 0 now; null while the pool is unknown and a request is out. */
  const waitFor = (waiter: Waiter, t: number): number | null => {
    const requests = (options.requests?.waitMs(waiter.priority, t) ?? 0) / 1000;
    const server = model.bucket();
    if (!server) return model.inFlight() === 0 ? requests : null;
    if (waiter.priority === 'foreground') {
      return Math.max(requests, model.secondsUntil(waiter.estimate, t) ?? 0);
    }
    const bucket = allowanceNow();
    const granted = grantFor(waiter) !== null;
    // The brief's grant is paid beside the allowance, never from what the allowance may send
    // now: the pool keeps that too, so the copy and an import never find it short for the brief.
    // An overdrawn allowance (pages sent from earned credits, or above its maximum) sends nothing
    // now, and must not lower what the pool keeps below the reserve.
    const beside =
      granted && waiter.priority === 'deferred' && bucket ? Math.max(0, creditsAt(bucket, t)) : 0;
    const needs = Math.min(server.max, poolNeeds(waiter, server) + beside);
    const pool = model.secondsUntil(needs, t) ?? 0;
    const earning = earningWait(waiter, t);
    if (earning !== null) {
      return Math.max(pool, requests, earning, fair.waitSeconds(waiter.estimate, t));
    }
    // The copy waits until the allowance holds its page and what it leaves to the others.
    const keep = bucket && waiter.priority === 'sync' ? syncLeaves(bucket) : 0;
    const own =
      bucket && !granted
        ? Math.max(
            0,
            (Math.min(waiter.estimate + keep, bucket.max) - creditsAt(bucket, t)) / bucket.rate,
          )
        : 0;
    return Math.max(
      pool,
      requests,
      Number.isFinite(own) ? own : Infinity,
      fair.waitSeconds(waiter.estimate, t),
    );
  };

  /**
   * Whether to look at the pool again (one credit): before `waiter` stakes much of it on an old
   * forecast; under contention, before a send whose slack the others' spending since the last
   * look could have eaten (the forecast only assumes they spent at their average rate), and
   * now and then while waiting, since the forecast assumes they keep spending (unless what it
   * waits for is what its waiting earns).
   */
  const wantsRefresh = (waiter: Waiter, wait: number | null, t: number): boolean => {
    const server = model.bucket();
    if (!options.refresh || refreshing || !server || waiter.priority === 'foreground') {
      return false;
    }
    // Ages count from the last attempt too, so a failing look cannot turn into a loop.
    const age = t - Math.max(server.at, refreshedAt);
    if (!model.contended()) return wait === 0 && age > staleMs && waiter.estimate > server.max / 2;
    if (wait !== 0) {
      // A fresh look cannot shorten a wait set by what deferred work's waiting earns.
      const earning = earningWait(waiter, t);
      const earns = earning !== null && wait !== null && earning >= wait;
      return age > staleMs && !earns;
    }
    if (age <= contendedStaleMs) return false;
    const slack = (model.expected(t) ?? 0) - poolNeeds(waiter, server);
    return slack < (model.foreignRate() * age) / 1000;
  };

  const refresh = (run: () => Promise<void>, t: number): void => {
    refreshing = true;
    refreshedAt = t;
    const done = (): void => {
      refreshing = false;
      if (!disposed) pump();
    };
    run().then(done, done);
  };

  const dispatch = (head: Waiter, t: number): void => {
    const grant = grantFor(head);
    if (grant) grants[grant] = grantLeft(grant) - head.estimate;
    else if (head.priority !== 'foreground' && allowance) {
      allowance = spend(allowance, head.estimate, t);
    }
    // Deferred work sent behind the others pays from what it earned; sent in a quiet moment, it
    // starts earning afresh. A page its grant pays leaves what it earned alone.
    const byEarned = head.priority === 'deferred' && !grant && othersBusy(t);
    if (byEarned) earned -= head.estimate;
    else if (head.priority === 'deferred' && !grant) earned = 0;
    const other = yieldsTo(head.priority);
    if (other) othersOut += 1;
    fair.spend(head.estimate);
    options.requests?.sent(head.priority, t);
    const end = model.begin(head.estimate);
    const charged = head.priority !== 'foreground' && !grant ? allowance : null;
    let ended = false;
    head.resolve((actual) => {
      if (ended) return;
      ended = true;
      end();
      if (other) {
        othersOut -= 1;
        othersEndedAt = now();
      }
      if (typeof actual !== 'number') return;
      // The service returns what the estimate overstated; so do both allowances. Without it a
      // large page that found little (a refresh asked for 800 rows that finds 2) would hold back
      // every background request after it for as long as restoring 800 credits takes.
      const over = head.estimate - actual;
      fair.refund(over);
      // What it did not cost goes back to what deferred work earned, as to the allowance.
      if (byEarned && over > 0) earned = Math.min(allowance?.max ?? Infinity, earned + over);
      // What a copy grant page did not cost is not given back: the grant is spent once, whatever
      // the copy's pages turn out to cost, and never becomes a standing extra share (the copy
      // sizes its pages to it). The brief's grant bounds what it draws from the pool, and its
      // pages are sized to the allowance, so what they did not cost goes back to it.
      if (grant === 'deferred' && over > 0) {
        grants.deferred = (grants.deferred ?? 0) + over;
        pump();
      }
      if (charged && allowance && over > 0 && allowance.max === charged.max) {
        allowance = refund(allowance, over, now());
        pump();
      }
    });
  };

  /** Sends `head` if it may go now. */
  const step = (head: Waiter, t: number): Step => {
    let wait = waitFor(head, t);
    if (options.refresh && wantsRefresh(head, wait, t)) {
      refresh(options.refresh, t);
      return 'refreshing';
    }
    if (wait === 0 && head.priority !== 'foreground' && model.contended()) {
      head.notBefore ??= t + random() * tuning.pageSeconds * JITTER_SHARE * 1000;
      wait = Math.max(0, head.notBefore - t) / 1000;
    }
    if (wait !== 0) return wait;
    queue.splice(queue.indexOf(head), 1);
    head.release();
    dispatch(head, t);
    return 'sent';
  };

  // A timer fires no earlier than asked: round up, so the re-check finds the credits.
  const delayFor = (wait: number | null): number =>
    wait === null ? recheckMs : Math.min(recheckMs, Math.max(1, Math.ceil(wait * 1000)));

  /**
   * The queue goes in order, each head waiting for what it needs, except deferred work: it has a
   * line of its own behind the others, so what its waiting earned lets it pass them.
   */
  const pump = (): void => {
    cancelTimer?.();
    cancelTimer = undefined;
    // Requests answered after dispose still end in the model, which outlives the pacer, but
    // nothing is sent and no timer is armed.
    if (disposed) return;
    queue.sort((a, b) => RANK[a.priority] - RANK[b.priority] || a.seq - b.seq);
    for (;;) {
      const t = now();
      accrue(t);
      const lead = queue.find((w) => w.priority !== 'deferred');
      const last = queue.find((w) => w.priority === 'deferred');
      const leadStep = lead ? step(lead, t) : undefined;
      if (leadStep === 'sent') continue;
      // Never past what the user is waiting on.
      const lastStep =
        last && leadStep !== 'refreshing' && lead?.priority !== 'foreground'
          ? step(last, t)
          : undefined;
      if (lastStep === 'sent') continue;
      hold(t);
      if (leadStep === 'refreshing' || lastStep === 'refreshing' || (!lead && !last)) {
        model.setWaiting(null);
        return;
      }
      // The gauge tells of waits someone waits on; deferred work waits by design.
      if (lead && leadStep !== undefined) model.setWaiting(leadStep, lead.priority);
      else model.setWaiting(null);
      const waits = [leadStep, lastStep].filter((w) => w !== undefined);
      cancelTimer = scheduler.after(Math.min(...waits.map(delayFor)), pump);
      return;
    }
  };

  return {
    acquire(estimate, priority, signal) {
      if (signal?.aborted) return Promise.reject(withdrawn(signal));
      if (disposed) return Promise.reject(new PacerDisposedError());
      return new Promise((resolve, reject) => {
        const onAbort = (): void => {
          const at = queue.indexOf(waiter);
          if (at < 0 || !signal) return;
          queue.splice(at, 1);
          reject(withdrawn(signal));
          pump();
        };
        const release = (): void => signal?.removeEventListener('abort', onAbort);
        const waiter: Waiter = { estimate, priority, seq: seq++, resolve, reject, release };
        queue.push(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
        pump();
      });
    },
    poke: pump,
    pending: () => queue.length,
    pageCredits(priority = 'background') {
      const server = model.bucket();
      const bucket = allowanceNow();
      if (!server || !bucket) return null;
      const pool = model.contended()
        ? contendedPageCredits(server, model.foreignRate(), tuning)
        : Math.min(
            rampPageCredits(server.max, model.quietStreak(), tuning),
            alonePageCredits(
              server,
              (model.expected(now()) ?? 0) - server.max * reserveShare,
              tuning,
            ),
          );
      // A page larger than the allowance would overdraw it and stall all background work after it.
      const most =
        priority === 'sync'
          ? Math.max(bucket.max - syncLeaves(bucket), grantLeft('sync'))
          : bucket.max;
      return Math.max(1, Math.min(pool, Math.floor(most)));
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      cancelTimer?.();
      cancelTimer = undefined;
      const refused = queue.splice(0);
      for (const waiter of refused) {
        waiter.release();
        waiter.reject(new PacerDisposedError());
      }
      // The model outlives the pacer: the gauge no longer tells of waits here.
      if (refused.length > 0) model.setWaiting(null);
    },
  };
}

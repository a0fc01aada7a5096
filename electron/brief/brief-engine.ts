/**
 * The morning brief, kept in main per signed-in account (docs/brief.md). `get` answers from what
 * is kept (memory, loaded from the sealed file at start); `refresh` brings it up to date from the
 * cursor: each stream reads only what changed since, at deferred priority. A refresh works on
 * a copy and keeps it only when every stream answered, so a failed one keeps the last good lines
 * and says so ('stale' when it may pass: credits, the request cap, the network; else 'error').
 * While some alert kind is picked (never in kiosk mode), refreshes run on their own, paced to the
 * budget share; each new record of a picked kind raises one alert, once.
 */
import pLimit from 'p-limit';
import type {
  AlertKind,
  AlertSettings,
  Brief,
  BriefAlert,
  BriefKind,
} from '../../shared/brief/brief.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import { missingScopes } from '../../shared/catalogues/scopes.ts';
import { OPERATIONS, type OperationName } from '../../shared/operations/catalogue.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { realScheduler, type Cancel, type Scheduler } from '../time/scheduler.ts';
import {
  addEntry,
  copyMemory,
  emptyMemory,
  rollPeriod,
  type BriefMemory,
  type Cursor,
  type Entry,
} from './brief-memory.ts';
import type { Execute } from '../broker/execute.ts';
import { BriefRequestError, type Spend } from './brief-requests.ts';
import type { BriefStore } from './brief-store.ts';
import { briefOf } from './brief-view.ts';
import { detectOrders } from './orders-detector.ts';
import { periodStartMs, serviceTime } from './period.ts';
import { pollIntervalMs } from './poll-interval.ts';
import { nextCursor } from './service-cursor.ts';
import { createServiceClock } from '../replica/service-clock.ts';
import type { RefreshContext, StockLookup } from './refresh-context.ts';
import { detectReturns } from './returns-detector.ts';
import { detectShipments } from './shipments-detector.ts';
import { detectStock } from './stock-detector.ts';

/** Which alert each line can raise. */
const ALERT_OF: Partial<Record<BriefKind, AlertKind>> = {
  'new-holds': 'order-on-hold',
  'returns-overdue': 'return-overdue',
  'crossed-reorder': 'crossed-reorder',
  'po-arrived': 'po-arrived',
};

/** The operations behind each stream, and the lines each fills. */
const STREAMS = {
  orders: {
    operations: ['BriefOrders', 'LateOrdersPage'],
    kinds: ['new-holds', 'became-late'],
  },
  changes: {
    operations: ['BriefStockChanges'],
    kinds: ['large-adjustments', 'crossed-reorder'],
  },
  pos: { operations: ['BriefStockChanges', 'BriefPurchaseOrder'], kinds: ['po-arrived'] },
  shipments: { operations: ['BriefShipments'], kinds: ['shipments-out'] },
  returns: { operations: ['BriefReturns'], kinds: ['returns-overdue'] },
  // Names for warehouses the catalogue copy does not name yet: optional, no line needs it.
  warehouses: { operations: ['AccountWarehouses'], kinds: [] },
} as const satisfies Record<
  string,
  { operations: readonly OperationName[]; kinds: readonly BriefKind[] }
>;
type Stream = keyof typeof STREAMS;

/** Error kinds a later refresh may get past by itself. */
const PASSING: ReadonlySet<BridgeError['kind']> = new Set(['throttled', 'rate-limited', 'network']);

export interface BriefTarget {
  readonly profileId: string;
  /** electron/replica/account-key.ts: the file must be this account's. */
  readonly account: string;
}

export interface BriefEngineOptions {
  readonly execute: Execute;
  readonly stock: StockLookup;
  readonly store: BriefStore;
  /** The settings of the active target (alert-settings.ts). */
  readonly settings: (profileId: string) => AlertSettings;
  /** The session's scopes, or null when it is not limited by scopes. */
  readonly scopes: () => readonly string[] | null;
  /** The account's restore rate (credits a second), when known. */
  readonly rate: () => number | null;
  /** False in kiosk mode: the brief never polls there. */
  readonly mayPoll: () => boolean;
  readonly emit: (brief: Brief) => void;
  readonly alert: (alert: BriefAlert) => void;
  readonly scheduler?: Scheduler;
  readonly log?: Logger;
}

export interface BriefEngine {
  /** Loads the account's kept brief (a warm start) and starts polling when alerts are picked. */
  start(target: BriefTarget): Promise<void>;
  /** Stops; `wipe` (sign-out) deletes the kept brief, as the catalogue copy's file is. */
  stop(options: { readonly wipe: boolean }): Promise<void>;
  /** Deletes a profile's kept brief (the profile was removed). */
  forget(profileId: string): Promise<void>;
  /** From what is kept: null when signed out or before the first refresh began. */
  get(): Brief | null;
  /** Brings the brief up to date now; one refresh at a time (a second call shares it). */
  refresh(): Promise<Brief | null>;
  /** Alert settings changed: polling starts, stops or changes pace. */
  settingsChanged(): void;
  dispose(): Promise<void>;
}

interface Active {
  readonly target: BriefTarget;
  memory: BriefMemory;
  /** Whether a brief exists to show (loaded, or a refresh began). */
  shown: boolean;
  running: Promise<Brief | null> | null;
  /**
   * The one refresh that runs after `running`, shared by every ask made while it runs (not a
   * queue: three asks during a refresh make one more refresh, which reads all they asked for).
   */
  following: Promise<Brief | null> | null;
  poll: Cancel | null;
  /** The next local midnight's roll of the period. */
  midnight: Cancel | null;
  /** The last save asked for: once it ends, every earlier one has (`saves` keeps call order). */
  saving: Promise<void>;
}

export function createBriefEngine(options: BriefEngineOptions): BriefEngine {
  const scheduler = options.scheduler ?? realScheduler;
  const log = options.log ?? silentLogger;
  let active: Active | null = null;
  /** What the replies prove of the service's clock, for closing cursors (service-cursor.ts). */
  const serviceClock = createServiceClock();

  const view = (state: Active): Brief => briefOf(state.memory, state.running !== null);
  const publish = (state: Active): void => {
    if (active === state) options.emit(view(state));
  };

  const roll = (state: Active): void => {
    state.memory = rollPeriod(state.memory, periodStartMs(scheduler.now()));
  };

  // One save at a time, in call order: the newest copy is the one left on disk.
  const saves = pLimit(1);
  const save = (state: Active): void => {
    const memory = copyMemory(state.memory);
    state.saving = saves(async () => {
      // Stopped meanwhile: a sign-out's wipe must not be followed by a write.
      if (active === state) {
        await options.store.save(state.target.profileId, state.target.account, memory);
      }
    }).catch(() => undefined);
  };

  const missingFor = (stream: Stream): string | null => {
    const scopes = options.scopes();
    if (scopes === null) return null;
    const needed = STREAMS[stream].operations.flatMap((name) => OPERATIONS[name].scopes);
    return missingScopes(needed, scopes)[0] ?? null;
  };

  /** At local midnight the period moves on a day: the brief drops yesterday's-yesterday. */
  function scheduleMidnight(state: Active): void {
    const now = new Date(scheduler.now());
    const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
    state.midnight = scheduler.after(next - now.getTime(), () => {
      if (active !== state) return;
      roll(state);
      if (state.shown) {
        save(state);
        publish(state);
      }
      scheduleMidnight(state);
    });
  }

  function schedulePoll(state: Active): void {
    state.poll?.();
    state.poll = null;
    if (active !== state || !options.mayPoll()) return;
    const settings = options.settings(state.target.profileId);
    if (settings.kinds.length === 0) return;
    const wait = pollIntervalMs(
      state.memory.lastRefreshCredits,
      options.rate(),
      settings.budgetShare,
    );
    state.poll = scheduler.after(wait, () => {
      state.poll = null;
      void refreshOf(state);
    });
  }

  async function runStreams(
    working: BriefMemory,
    spend: Spend,
    found: { kind: BriefKind; entry: Entry }[],
  ): Promise<Cursor> {
    const nowMs = scheduler.now();
    const since = serviceTime(working.sinceMs);
    const context: RefreshContext = {
      execute: options.execute,
      spend,
      nowMs,
      now: serviceTime(nowMs),
      since,
      memory: working,
      stock: options.stock,
      found: (kind, entry) => {
        if (addEntry(working, kind, entry)) found.push({ kind, entry });
      },
    };
    const from = (stream: keyof Cursor): string => {
      const mark = working.cursor?.[stream];
      return mark !== undefined && mark > since ? mark : since;
    };
    const missing: Partial<Record<BriefKind, string>> = {};
    const readable = (stream: Stream): boolean => {
      const scope = missingFor(stream);
      if (scope !== null) for (const kind of STREAMS[stream].kinds) missing[kind] = scope;
      return scope === null;
    };
    const next: { -readonly [K in keyof Cursor]: Cursor[K] } = {
      orders: from('orders'),
      changes: from('changes'),
      shipments: from('shipments'),
      returns: from('returns'),
    };
    const posReadable = readable('pos');
    const warehousesReadable = readable('warehouses');
    /** Runs one stream and moves its cursor on to what it read (service-cursor.ts). */
    const run = async (stream: keyof Cursor, read: (from: string) => Promise<string | null>) => {
      const sentAt = scheduler.now();
      const newest = await read(next[stream]);
      next[stream] = nextCursor(next[stream], newest, sentAt, scheduler.now(), serviceClock);
    };
    if (readable('orders')) await run('orders', (from) => detectOrders(context, from));
    if (readable('changes')) {
      await run('changes', (from) => detectStock(context, from, posReadable, warehousesReadable));
    }
    if (readable('shipments')) await run('shipments', (from) => detectShipments(context, from));
    if (readable('returns')) await run('returns', (from) => detectReturns(context, from));
    working.missing = missing;
    return next;
  }

  async function refreshOnce(state: Active): Promise<Brief | null> {
    roll(state);
    const first = state.memory.cursor === null;
    const working = copyMemory(state.memory);
    const spend: Spend = { credits: 0, queries: 0 };
    const found: { kind: BriefKind; entry: Entry }[] = [];
    state.shown = true;
    let failure: BridgeError | null = null;
    try {
      working.cursor = await runStreams(working, spend, found);
    } catch (error) {
      // Whatever went wrong, the last good lines stay and the brief says it failed.
      if (error instanceof BriefRequestError) failure = error.error;
      else {
        log.error('The brief refresh stopped on an unexpected error', { error: String(error) });
        failure = { kind: 'server', message: 'The brief could not be brought up to date.' };
      }
    }
    if (active !== state) return null;
    if (failure === null) {
      working.updatedAt = new Date(scheduler.now()).toISOString();
      working.lastRefreshCredits = spend.credits;
      working.state = 'fresh';
      working.error = null;
      state.memory = working;
      // A midnight that passed while the streams ran rolled the memory this replaces: roll again,
      // then count the spend in the new day, so neither the roll nor the spend is lost.
      roll(state);
      state.memory.dayCredits += spend.credits;
      raiseAlerts(state, found, first);
    } else {
      // The last good lines stay; what the attempt spent is still counted.
      roll(state);
      state.memory.lastRefreshCredits = spend.credits;
      state.memory.dayCredits += spend.credits;
      state.memory.state = PASSING.has(failure.kind) ? 'stale' : 'error';
      state.memory.error = failure.message;
      log.warn('The brief could not be brought up to date', { kind: failure.kind });
    }
    save(state);
    return briefOf(state.memory, false);
  }

  function raiseAlerts(
    state: Active,
    found: readonly { kind: BriefKind; entry: Entry }[],
    first: boolean,
  ): void {
    const picked = new Set(options.settings(state.target.profileId).kinds);
    const alerted = new Set(state.memory.alerted);
    for (const { kind, entry } of found) {
      const alertKind = ALERT_OF[kind];
      const key = `${kind}:${entry.key}`;
      if (alertKind === undefined || alerted.has(key)) continue;
      alerted.add(key);
      // The first brief of an account reports the period; it raises nothing.
      if (!first && picked.has(alertKind)) options.alert({ kind: alertKind, item: entry.item });
    }
    state.memory.alerted = [...alerted];
  }

  /**
   * A refresh that starts after the ask: one already running is not enough (it may have read
   * before the ask), so the ask follows it, joining the follow-up already waiting if there is one.
   */
  function refreshAfter(state: Active): Promise<Brief | null> {
    if (!state.running) return refreshOf(state);
    state.following ??= state.running.then(() => {
      state.following = null;
      return refreshOf(state);
    });
    return state.following;
  }

  function refreshOf(state: Active): Promise<Brief | null> {
    if (state.running) return state.running;
    const running = refreshOnce(state).finally(() => {
      state.running = null;
      publish(state);
      schedulePoll(state);
    });
    state.running = running;
    publish(state);
    return running;
  }

  async function stopActive(): Promise<Active | null> {
    const state = active;
    active = null;
    if (!state) return null;
    state.poll?.();
    state.poll = null;
    state.midnight?.();
    state.midnight = null;
    await state.saving;
    return state;
  }

  return {
    async start(target) {
      if (
        active?.target.profileId === target.profileId &&
        active.target.account === target.account
      ) {
        // The same account again (a token refresh, say): a poll already due keeps its time.
        if (!active.poll && !active.running) schedulePoll(active);
        return;
      }
      await stopActive();
      const state: Active = {
        target,
        memory: emptyMemory(periodStartMs(scheduler.now())),
        shown: false,
        running: null,
        following: null,
        poll: null,
        midnight: null,
        saving: Promise.resolve(),
      };
      active = state;
      const loaded = await options.store.load(target.profileId, target.account);
      if (active !== state) return;
      if (loaded.status === 'loaded') {
        state.memory = loaded.memory;
        state.shown = true;
        roll(state);
        publish(state);
      } else if (loaded.status === 'discarded') {
        log.warn('Discarded a kept brief that cannot be used', { reason: loaded.reason });
      }
      scheduleMidnight(state);
      schedulePoll(state);
    },
    async stop({ wipe }) {
      const state = await stopActive();
      if (state && wipe) await options.store.remove(state.target.profileId);
    },
    async forget(profileId) {
      if (active?.target.profileId === profileId) await stopActive();
      await options.store.remove(profileId);
    },
    get() {
      if (!active?.shown) return null;
      roll(active);
      return view(active);
    },
    refresh() {
      return active ? refreshAfter(active) : Promise.resolve(null);
    },
    settingsChanged() {
      if (active && !active.running) schedulePoll(active);
    },
    async dispose() {
      await stopActive();
    },
  };
}

/**
 * The catalogue replica of the signed-in account (docs/replica.md): loads the encrypted copy from
 * disk or runs the first sync, refreshes on an interval fitted to the credit budget and at once
 * after this app's own changes, reconciles deletions daily, and answers searches, scans and
 * exports from memory for 0 credits. One job (sync, refresh, reconciliation) runs at a time;
 * stopping (sign-out, another profile) abandons a running job at its next page.
 */
import { randomUUID } from 'node:crypto';
import type { CreditSample } from '../../shared/bridge/credits.ts';
import type {
  ReplicaImage,
  ReplicaLookupResult,
  ReplicaQuery,
  ReplicaQueryResult,
} from '../../shared/replica/query.ts';
import {
  REPLICA_OFF,
  type ReplicaContents,
  type ReplicaPhase,
  type ReplicaRow,
  type ReplicaStatus,
  type ReplicaStorage,
  type ColdStartReason,
} from '../../shared/replica/types.ts';
import { realScheduler, type Cancel, type Scheduler } from '../time/scheduler.ts';
import { createKeyedQueue } from '../sequence/keyed-queue.ts';
import { createEmitter } from '../../shared/events/emitter.ts';
import { logListenerErrors, silentLogger, type Logger } from '../log/logger.ts';
import { NO_MARKS, type CatalogueChanges } from './catalogue.ts';
import { toColumns } from '../../shared/replica/replica-columns.ts';
import { applyOwnChange } from './own-changes.ts';
import { firstSync } from './first-sync.ts';
import type { Execute, NamedReply } from '../broker/execute.ts';
import { ReplicaStopped } from './pages.ts';
import type { CatalogueLoad, CatalogueStore, SavedMeta } from './image-store/catalogue-store.ts';
import {
  createImageCatalogue,
  type ImageBuilder,
  type ImageCatalogue,
} from './image-catalogue/image-catalogue.ts';
import { secondsLeft } from './progress.ts';
import { reconcile } from './reconcile.ts';
import { refreshOnce } from './refresh.ts';
import {
  DEFAULT_INTERVAL_BUDGET,
  refreshIntervalMs,
  type IntervalBudget,
} from './refresh-interval.ts';
import { createServiceClock } from './service-clock.ts';

/** Whose replica: a profile, and who is signed in to it (another account's file is discarded). */
export interface ReplicaTarget {
  readonly profileId: string;
  readonly account: string;
}

export interface ReplicaOptions {
  readonly execute: Execute;
  /** The broker's credit samples: time left in credit terms, and the refresh interval. */
  readonly onCredits: (listener: (sample: CreditSample) => void) => () => void;
  readonly store: CatalogueStore;
  /** Builds catalogue images (a worker thread by default; tests may build in process). */
  readonly buildImage?: ImageBuilder;
  readonly scheduler?: Scheduler;
  readonly log?: Logger;
  readonly interval?: IntervalBudget;
  /** How often every product is listed again to find deletions. */
  readonly reconcileEveryMs?: number;
  /** Least time between two writes of the file while refreshes keep changing it. */
  readonly saveDelayMs?: number;
  /**
   * After a failed save (a full disk), the wait before the next try; it doubles with each failure
   * in a row, up to `saveRetryMaxMs`, and a save that lands starts again from here.
   */
  readonly saveRetryMs?: number;
  readonly saveRetryMaxMs?: number;
  /** Delay of the first refresh after a warm start. */
  readonly warmRefreshDelayMs?: number;
  /** Delay before retrying a failed first sync. */
  readonly retryDelayMs?: number;
  /**
   * How long a refresh may run before the status says it is stalled and "Refresh now" may start
   * another: a refresh of an idle account takes a request or two.
   */
  readonly stallAfterMs?: number;
  /**
   * Delay before a first sync starts: a kiosk's board (background work in a small share of the
   * pool) loads first, and the sync's pages then take turns with its refreshes.
   */
  readonly firstSyncDelayMs?: number;
}

export interface Replica {
  start(target: ReplicaTarget): void;
  /** Signs out of the replica; `wipe` also deletes the file (sign-out, profile removal). */
  stop(options: { readonly wipe: boolean }): Promise<void>;
  /** Deletes a profile's file, running or not (profile removal). */
  forget(profileId: string): Promise<void>;
  status(): ReplicaStatus;
  onStatus(listener: (status: ReplicaStatus) => void): () => void;
  query(query: ReplicaQuery): ReplicaQueryResult;
  /**
   * For a page that searches the copy itself, while it is ready (null otherwise): the catalogue
   * image and what changed over it, or what changed after the contents the page holds.
   */
  image(after: ReplicaContents | null): ReplicaImage | null;
  lookup(code: string): ReplicaLookupResult;
  /** Every row matching a filter, in its order: the main-side read for exports. */
  rows(filter: Omit<ReplicaQuery, 'offset' | 'limit'>): ReplicaRow[];
  /** Refreshes now (or runs the first sync) and resolves when done. */
  refreshNow(): Promise<ReplicaStatus>;
  /**
   * This app changed something at the service: the reply's records go into the copy at once (when
   * the operation's reply carries them), and a refresh confirms them without waiting for the
   * interval.
   */
  afterMutation(change?: NamedReply): void;
  /** A mutation's reply into the copy, without a refresh (a bulk run refreshes once at its end). */
  applyOwnChange(change: NamedReply): void;
  dispose(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const imageChanges = ({ products, removed }: CatalogueChanges) => ({
  changed: toColumns(products),
  removed,
});

/** One sync, refresh or reconciliation: told when to stop, and how to reach the service. */
type Job = (stopped: () => boolean, execute: Execute) => Promise<void>;

interface RunningJob {
  /** Aborted when the job is replaced: its request still waiting in the pacer is withdrawn. */
  readonly controller: AbortController;
  startedAt: number;
  stalled: boolean;
}

export function createReplica(options: ReplicaOptions): Replica {
  const scheduler = options.scheduler ?? realScheduler;
  const log = options.log ?? silentLogger;
  const budget = options.interval ?? DEFAULT_INTERVAL_BUDGET;
  const reconcileEveryMs = options.reconcileEveryMs ?? DAY_MS;
  const saveDelayMs = options.saveDelayMs ?? 30_000;
  const stallAfterMs = options.stallAfterMs ?? 90_000;
  const saveRetryMs = options.saveRetryMs ?? 60_000;
  const saveRetryMaxMs = options.saveRetryMaxMs ?? 15 * 60_000;
  const newCatalogue = (): ImageCatalogue =>
    createImageCatalogue(options.buildImage ? { build: options.buildImage } : {});
  // With the generation, names one account's copy: a page that outlives this process (a web
  // host restarted under it) cannot mistake one copy for another.
  const copyId = randomUUID();
  const statusEvents = createEmitter<ReplicaStatus>(logListenerErrors(log), 'replica');
  let disposed = false;

  let target: ReplicaTarget | null = null;
  let generation = 0;
  let catalogue = newCatalogue();
  /**
   * The image this process last saved whole or loaded (the same buffer while the catalogue keeps
   * it), and the version saved: a save then adds only what changed since, as a record of its own.
   */
  let savedImage: ArrayBuffer | null = null;
  let savedVersion = 0;
  let clock = createServiceClock();
  let phase: ReplicaPhase = 'off';
  let storage: ReplicaStorage = REPLICA_OFF.storage;
  let estimatedTotal: number | null = null;
  let syncedSoFar = 0;
  let lastRefreshedAt: number | null = null;
  let listedAt: number | null = null;
  let refreshing = false;
  /** The running job: aborted when "Refresh now" replaces a stalled one. */
  let running: RunningJob | null = null;
  /**
   * Jobs run one at a time in the lane of their epoch. The epoch moves on when "Refresh now"
   * replaces a stalled job: the jobs queued before it are dropped, and the new one starts in a
   * lane of its own, behind nothing.
   */
  const jobs = createKeyedQueue();
  let epoch = 0;
  /** A refresh for this app's own changes is queued and has not started yet. */
  let refreshRequested = false;
  let stallTimer: Cancel | null = null;
  let error: string | null = null;
  let sample: CreditSample | null = null;
  let nextRefresh: Cancel | null = null;
  let pendingSave: Cancel | null = null;
  let lastCost = 2;
  /** Why this start did not load the saved copy (shown while the first sync runs). */
  let coldStart: ColdStartReason | null = null;
  /** Saves failed in a row: sets the wait before the next try. */
  let saveFailures = 0;

  const contents = (): ReplicaContents | null =>
    phase === 'ready' ? { copy: `${copyId}.${generation}`, version: catalogue.version() } : null;
  const status = (): ReplicaStatus => {
    const syncing = phase === 'first-sync';
    const records = syncing ? syncedSoFar : catalogue.size();
    return {
      phase,
      records,
      estimatedTotal: syncing ? estimatedTotal : null,
      secondsLeft: syncing ? secondsLeft(records, estimatedTotal, sample) : null,
      waitingForCreditsSeconds: refreshing ? (sample?.waitingSeconds ?? null) : null,
      lastRefreshedAt,
      contents: contents(),
      refreshing,
      stalledSince: running?.stalled ? running.startedAt : null,
      storage,
      coldStart: phase === 'first-sync' || phase === 'failed' ? coldStart : null,
      error,
    };
  };
  const emit = (): void => {
    if (!disposed) statusEvents.emit(status());
  };
  const stopCredits = options.onCredits((next) => {
    sample = next;
    if (refreshing) emit();
  });

  const cancelTimers = (): void => {
    nextRefresh?.();
    nextRefresh = null;
    stallTimer?.();
    stallTimer = null;
    pendingSave?.();
    pendingSave = null;
  };

  const save = async (): Promise<void> => {
    pendingSave?.();
    pendingSave = null;
    if (!target || phase !== 'ready' || lastRefreshedAt === null) return;
    // The store writes saves in turn and asks again before writing: a stop or switch meanwhile
    // (sign-out during encryption) keeps this copy off the disk.
    const mine = generation;
    const { profileId, account } = target;
    const current = (): boolean => mine === generation;
    const meta: SavedMeta = {
      marks: catalogue.marks(),
      savedAt: lastRefreshedAt,
      listedAt: listedAt ?? lastRefreshedAt,
    };
    const version = catalogue.version();
    const state = catalogue.state();
    const since = state.image === savedImage ? catalogue.changesSince(savedVersion) : null;
    let outcome = since
      ? await options.store.saveChange(profileId, account, { ...since, meta }, current)
      : 'needs-image';
    if (outcome === 'needs-image') {
      // A new image (replaced or rebuilt), or none saved by this process: the image held, then
      // what the catalogue changed over it.
      outcome = await options.store.saveImage(
        profileId,
        account,
        { bytes: new Uint8Array(state.image), meta },
        current,
      );
      if (outcome === 'saved' && state.products.length + state.removed.length > 0) {
        const over = { products: state.products, removed: state.removed, meta };
        outcome = await options.store.saveChange(profileId, account, over, current);
      }
      if (current()) savedImage = outcome === 'saved' ? state.image : null;
    }
    if (current() && outcome === 'saved') savedVersion = version;
    const next = await options.store.storage(profileId);
    if (!current()) return;
    if (outcome === 'saved') saveFailures = 0;
    if (outcome === 'failed') retrySave();
    if (storage.persistence !== next.persistence || next.persistence !== 'stored') {
      storage = next;
      emit();
    }
  };
  /**
   * The copy on disk is as it was: try again later, waiting longer after each failure in a row so
   * a full disk is not hammered, and the wait overrides a save a refresh asked for meanwhile.
   */
  const retrySave = (): void => {
    saveFailures++;
    const wait = Math.min(saveRetryMs * 2 ** (saveFailures - 1), saveRetryMaxMs);
    log.warn('Saving the catalogue copy failed; trying again later', {
      failures: saveFailures,
      seconds: Math.round(wait / 1000),
    });
    pendingSave?.();
    const mine = generation;
    pendingSave = scheduler.after(wait, () => {
      pendingSave = null;
      if (mine === generation) void save();
    });
  };
  const scheduleSave = (): void => {
    if (pendingSave) return;
    const mine = generation;
    pendingSave = scheduler.after(saveDelayMs, () => {
      pendingSave = null;
      if (mine === generation) void save();
    });
  };

  /**
   * Runs `job` after the one before it, unless the replica was stopped or switched meanwhile, or
   * the queue was restarted. A refresh that runs too long is marked stalled, so the status says so
   * and "Refresh now" can replace it (`restart`): every job queued until then is dropped, and the
   * stalled one's request leaves the pacer's queue unsent (its signal aborts), so the new refresh
   * waits behind neither.
   */
  const enqueue = (job: Job, restart = false): Promise<void> => {
    if (restart) {
      epoch++;
      running?.controller.abort();
      running = null;
      // A queued refresh for own changes is dropped with the rest: this job covers it.
      refreshRequested = false;
    }
    const mine = generation;
    const myEpoch = epoch;
    const token: RunningJob = { controller: new AbortController(), startedAt: 0, stalled: false };
    const stopped = (): boolean =>
      mine !== generation || myEpoch !== epoch || token.controller.signal.aborted;
    const execute: Execute = (operation, variables, request) =>
      options.execute(operation, variables, { ...request, signal: token.controller.signal });
    const run = async (): Promise<void> => {
      if (stopped()) return;
      token.startedAt = scheduler.now();
      running = token;
      refreshing = true;
      stallTimer?.();
      stallTimer =
        phase === 'ready'
          ? scheduler.after(stallAfterMs, () => {
              stallTimer = null;
              if (stopped() || running !== token) return;
              token.stalled = true;
              log.warn('Replica refresh stalled', { seconds: Math.round(stallAfterMs / 1000) });
              emit();
            })
          : null;
      emit();
      try {
        await job(stopped, execute);
        if (!stopped()) error = null;
      } catch (caught) {
        if (stopped() || caught instanceof ReplicaStopped) return;
        error = caught instanceof Error ? caught.message : String(caught);
        log.warn('Replica job failed', { error });
        if (phase === 'first-sync') phase = 'failed';
      } finally {
        if (!stopped()) {
          running = null;
          stallTimer?.();
          stallTimer = null;
          refreshing = false;
          schedule();
          emit();
        }
      }
    };
    return jobs(`epoch ${myEpoch}`, run);
  };

  /**
   * One refresh after this app's own changes, however many arrive before it starts: a burst of
   * edits (or of them during a first sync) is confirmed by one refresh, not one each.
   */
  const requestRefresh = (): void => {
    if (refreshRequested) return;
    refreshRequested = true;
    void enqueue((stopped, execute) => {
      refreshRequested = false;
      return work(stopped, execute);
    });
  };

  const schedule = (delayMs?: number): void => {
    nextRefresh?.();
    if (!target) return;
    const wait =
      delayMs ??
      (phase === 'failed'
        ? (options.retryDelayMs ?? 60_000)
        : refreshIntervalMs(lastCost, sample?.rate ?? null, budget));
    nextRefresh = scheduler.after(wait, () => {
      nextRefresh = null;
      void enqueue(work);
    });
  };

  const runFirstSync: Job = async (stopped, execute) => {
    phase = 'first-sync';
    estimatedTotal = null;
    syncedSoFar = 0;
    catalogue.clear();
    catalogue.setMarks(NO_MARKS);
    clock = createServiceClock();
    emit();
    // Each page goes to the image build as it comes: main never holds the catalogue as objects.
    const replacement = catalogue.replaceFrom();
    const result = await firstSync({
      execute,
      clock,
      now: () => scheduler.now(),
      stopped,
      onProducts: (products) => replacement.add(products),
      onProgress: (progress) => {
        syncedSoFar = progress.records;
        estimatedTotal = progress.estimatedTotal;
        emit();
      },
    }).catch((error: unknown) => {
      // A failed sync's build is dropped with it (its worker ends).
      replacement.cancel();
      throw error;
    });
    if (stopped()) {
      replacement.cancel();
      return;
    }
    // Built off main's thread; searches keep answering from the (empty) copy meanwhile.
    const replaced = await replacement.finish();
    if (stopped()) return;
    if (!replaced.ok)
      throw new Error(`The catalogue copy could not be built: ${replaced.error.message}`);
    catalogue.setMarks(result.marks);
    phase = 'ready';
    lastRefreshedAt = listedAt = scheduler.now();
    lastCost = 2;
    // The copy answers searches from now on: say so before the file is written (encrypting and
    // writing 20,000 products takes a while, and nothing about the copy waits for it).
    refreshing = false;
    emit();
    await save();
  };

  const work: Job = async (stopped, execute) => {
    if (phase !== 'ready') return runFirstSync(stopped, execute);
    const result = await refreshOnce({
      execute,
      catalogue,
      clock,
      now: () => scheduler.now(),
      stopped,
    });
    if (stopped()) return;
    lastRefreshedAt = scheduler.now();
    lastCost = result.credits;
    if (result.products + result.stockRows > 0) scheduleSave();
    if (listedAt === null || lastRefreshedAt - listedAt >= reconcileEveryMs) {
      const pruned = await reconcile({ execute, catalogue, stopped });
      if (stopped()) return;
      listedAt = scheduler.now();
      if (pruned.removed > 0)
        log.info('Reconciliation removed products', { removed: pruned.removed });
      scheduleSave();
    }
  };

  const begin = async (next: ReplicaTarget, mine: number): Promise<void> => {
    // Loading claims the file first: the storage then says whether this process may write it.
    const loaded = await options.store.load(next.profileId, next.account);
    const stored = await options.store.storage(next.profileId);
    if (mine !== generation) return;
    storage = stored;
    const warm = await warmStart(loaded, mine);
    if (mine !== generation) return;
    // Where nothing is ever saved (no keyring), "no saved copy" says nothing the storage does not.
    coldStart = warm === 'no-copy' && stored.persistence === 'memory-only' ? null : warm;
    if (warm === null) {
      phase = 'ready';
      emit();
      schedule(options.warmRefreshDelayMs ?? 5_000);
      // A copy loaded from products (an earlier version's file) is saved as an image at once.
      if (savedImage === null) await save();
      return;
    }
    if (loaded.status === 'discarded')
      log.info('Replica file discarded', { reason: loaded.reason });
    // Said with the first sync's progress (the status carries it from here on).
    emit();
    if (options.firstSyncDelayMs) schedule(options.firstSyncDelayMs);
    else void enqueue(work);
  };

  /** Takes the saved copy into the catalogue: null when it did (warm), else why not. */
  const warmStart = async (
    loaded: CatalogueLoad,
    mine: number,
  ): Promise<ColdStartReason | null> => {
    if (loaded.status === 'none') return 'no-copy';
    if (loaded.status === 'discarded') return loaded.reason;
    let meta = loaded.meta;
    if (loaded.status === 'image') {
      const adopted = catalogue.adopt(loaded.image);
      if (!adopted.ok) {
        log.warn('The saved catalogue image does not open', { error: adopted.error.kind });
        return 'damaged';
      }
      for (const change of loaded.changes) {
        catalogue.restore(change);
        meta = change.meta;
      }
      savedImage = loaded.image;
      savedVersion = catalogue.version();
    } else {
      const built = await catalogue.replaceAll(loaded.products);
      if (mine !== generation) return null;
      if (!built.ok) {
        log.warn('The saved catalogue copy could not be built', { error: built.error.kind });
        return 'damaged';
      }
    }
    catalogue.setMarks(meta.marks);
    lastRefreshedAt = meta.savedAt;
    listedAt = meta.listedAt;
    return null;
  };

  const reset = (): void => {
    generation++;
    cancelTimers();
    // A build still running for the copy dropped is cancelled with it.
    catalogue.clear();
    catalogue = newCatalogue();
    savedImage = null;
    savedVersion = 0;
    clock = createServiceClock();
    phase = 'off';
    estimatedTotal = null;
    syncedSoFar = 0;
    lastRefreshedAt = null;
    listedAt = null;
    refreshing = false;
    running?.controller.abort();
    running = null;
    refreshRequested = false;
    error = null;
    lastCost = 2;
    coldStart = null;
    saveFailures = 0;
  };

  return {
    start(next) {
      if (target?.profileId === next.profileId && target.account === next.account) return;
      const previous = target;
      reset();
      // Another profile's file is no longer this process's to write.
      if (previous && previous.profileId !== next.profileId) {
        void options.store.release(previous.profileId);
      }
      target = next;
      phase = 'first-sync';
      emit();
      void begin(next, generation);
    },
    async stop({ wipe }) {
      const previous = target;
      if (previous && !wipe && phase === 'ready') await save().catch(() => undefined);
      reset();
      target = null;
      if (previous && wipe) await options.store.remove(previous.profileId);
      if (previous) await options.store.release(previous.profileId);
      emit();
    },
    async forget(profileId) {
      if (target?.profileId === profileId) {
        reset();
        target = null;
        emit();
      }
      await options.store.remove(profileId);
      await options.store.release(profileId);
    },
    status,
    onStatus: (listener) => statusEvents.subscribe(listener),
    query: (query) => catalogue.query(query, phase === 'ready'),
    image(after) {
      const named = contents();
      if (named === null) return null;
      const changes = after?.copy === named.copy ? catalogue.changesSince(after.version) : null;
      if (changes) return { contents: named, whole: false, ...imageChanges(changes) };
      const { image, ...over } = catalogue.state();
      return { contents: named, whole: true, image, ...imageChanges(over) };
    },
    lookup: (code) => ({ ready: phase === 'ready', product: catalogue.find(code) }),
    rows: (filter) => catalogue.matching(filter),
    async refreshNow() {
      if (!target) return status();
      await enqueue(work, running?.stalled === true);
      return status();
    },
    afterMutation(change) {
      // A failed first sync keeps its retry timer: a change does not hammer a failing service.
      if (!target || phase === 'off' || phase === 'failed') return;
      if (phase === 'ready' && change !== undefined) {
        if (applyOwnChange(catalogue, change)) emit();
      }
      // During a first sync this queues a refresh right after it, not at the next interval: the
      // sync may have read that page before the change.
      requestRefresh();
    },
    applyOwnChange(change) {
      if (target && phase === 'ready' && applyOwnChange(catalogue, change)) emit();
    },
    async dispose() {
      stopCredits();
      const previous = target;
      if (target && phase === 'ready') await save().catch(() => undefined);
      reset();
      target = null;
      disposed = true;
      if (previous) await options.store.release(previous.profileId);
    },
  };
}

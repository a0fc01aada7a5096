/**
 * Main's core, shared by both hosts: the sign-in controller and the GraphQL broker behind the
 * bridge's handlers, with their events published on one hub.
 */
import { createVault } from '../auth/vault.ts';
import type { BridgeHandlers } from '../bridge/dispatcher.ts';
import { createEventHub } from '../bridge/event-hub.ts';
import { createBroker, type Broker, type BrokerOptions } from '../broker/broker.ts';
import { loadServiceSchema } from '../../shared/api/service-schema.ts';
import type { Core, CoreOptions } from './core.ts';
import { createKioskMode, kioskBrokerOptions, type KioskCoreOptions } from '../kiosk/kiosk-mode.ts';
import { startKioskResume } from '../kiosk/kiosk-resume.ts';
import { signInKioskAtStart } from '../kiosk/kiosk-sign-in.ts';
import { createSavedOrderViews } from '../views/saved-order-views.ts';
import { openTrackingPage } from '../views/open-tracking.ts';
import { createTrackingLinks } from '../views/tracking-links.ts';
import { createImportService } from '../bulk/import-service.ts';
import type { Scheduler } from '../time/scheduler.ts';
import { createJournalStore } from '../bulk/journal/journal-store.ts';
import { exportWaitSeconds } from '../bulk/export/export-wait.ts';
import { createExportService } from '../bulk/export/export-service.ts';
import { startQuotaPolling } from './quota-polling.ts';
import { createSignInController } from './sign-in-controller.ts';
import { fail, ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import { createReplica } from '../replica/replica.ts';
import type { ImageBuilder } from '../replica/image-catalogue/image-catalogue.ts';
import { createMemoryCatalogueStore } from '../replica/image-store/memory-catalogue-store.ts';
import { createMemoryFiles } from '../replica/replica-files.ts';
import { connectReplica, isMutation, ownChange } from './replica-wiring.ts';
import { connectBulk } from './bulk-wiring.ts';
import { connectBrief } from './brief-wiring.ts';

/** A kiosk's board loads before the catalogue copy starts taking its share of the pool. */
const KIOSK_FIRST_SYNC_DELAY_MS = 10_000;

const NO_UPDATES = {
  kind: 'invalid-input',
  message: 'There is no update to install here.',
} as const;

export interface CoreTuning {
  /** Broker settings (the kiosk lowers the background share). */
  readonly broker?: Partial<Omit<BrokerOptions, 'schema' | 'active'>>;
  /** How often the gauge is refreshed with `user_quota` while nothing else runs. */
  readonly quotaIntervalMs?: number;
  /** The loopback callback port (3000: the registered redirect URI). */
  readonly callbackPort?: number;
  /** Kiosk mode: its settings, exit hook and, in test hosts, a start-up sign-in. */
  readonly kiosk?: KioskCoreOptions;
  /**
   * False: keep no local copy of the catalogue; every view pages from the service, as it does
   * while a first copy is still being made. Default true.
   */
  readonly catalogueCopy?: boolean;
  /** Test hosts only (`--test-clock`): the clock and timers imports wait their settle time on. */
  readonly importClock?: Scheduler;
  /**
   * Tests on a fake clock: how the catalogue copy's images are built (in process, so building
   * takes none of the test's time). Default: in a worker thread.
   */
  readonly buildImage?: ImageBuilder;
}

export async function createCore(options: CoreOptions, tuning: CoreTuning = {}): Promise<Core> {
  const log = options.log;
  const events = createEventHub({ log: log.child('events') });
  const vault = createVault({
    cipher: options.cipher,
    store: options.store,
    log: log.child('vault'),
  });
  const controller = createSignInController({
    store: options.store,
    vault,
    openExternal: options.openExternal,
    sandboxUrls: options.sandboxUrls,
    log,
    ...(tuning.callbackPort === undefined ? {} : { callbackPort: tuning.callbackPort }),
  });
  const schema = loadServiceSchema();
  const broker: Broker = createBroker({
    schema,
    active: controller.activeSession,
    log: log.child('broker'),
    ...tuning.broker,
    // A kiosk's auto-refresh keeps to its share and leaves the low pool to the office users.
    ...(tuning.kiosk ? kioskBrokerOptions(tuning.kiosk.settings) : {}),
  });
  const kiosk = createKioskMode(tuning.kiosk, { events, log });
  const replica = createReplica({
    execute: broker.run,
    onCredits: (listener) => broker.onCredits(listener),
    store: options.catalogueStore ?? createMemoryCatalogueStore({ cipher: options.cipher }),
    log: log.child('replica'),
    ...(tuning.kiosk ? { firstSyncDelayMs: KIOSK_FIRST_SYNC_DELAY_MS } : {}),
    ...(tuning.buildImage ? { buildImage: tuning.buildImage } : {}),
  });
  const brief = connectBrief({
    broker,
    replica,
    controller,
    store: options.store,
    cipher: options.cipher,
    files: options.replicaFiles ?? createMemoryFiles(),
    events,
    kiosk: kiosk.active,
    log: log.child('brief'),
  });
  const trackingLinks = createTrackingLinks();
  const orderViews = createSavedOrderViews({
    store: options.store,
    profileId: () => controller.snapshot().activeProfileId,
  });

  const { importClock } = tuning;
  const imports = createImportService({
    journals: createJournalStore({
      dir: options.importJournal?.dir ?? null,
      cipher: options.importJournal?.cipher ?? options.cipher,
      // One process per journal folder, across hosts too (a synced or shared profile folder).
      lock: true,
    }),
    // Each applied row goes into the catalogue copy as its reply arrives.
    execute: async (request) => {
      const result = await broker.execute(request);
      const change = result.ok ? ownChange(request.operationName, result.value.data) : null;
      if (change) replica.applyOwnChange(change);
      return result;
    },
    // Rows go several to a request (docs/bulk.md); each applied one reaches the copy as above.
    batch: {
      room: () => broker.batchRoom(),
      executeBatch: async (request) => {
        const outcome = await broker.executeBatch(request);
        if (outcome.kind === 'sent') {
          outcome.items.forEach((result, i) => {
            const name = request.items[i]?.operationName;
            const change =
              result.ok && name !== undefined ? ownChange(name, result.value.data) : null;
            if (change) replica.applyOwnChange(change);
          });
        }
        return outcome;
      },
    },
    // One refresh when a run stops, not one per row.
    afterRun: () => replica.afterMutation(),
    ...(importClock ? { clock: importClock } : {}),
    log: (message) => log.child('imports').info(message),
    schema,
    session: () => {
      const active = controller.activeSession();
      const state = active?.session.getState();
      return active && state?.status === 'signed-in'
        ? { profileId: active.profile.id, scopes: state.scopes, scopeLimited: state.scopeLimited }
        : undefined;
    },
    credits: () => {
      const sample = broker.model()?.sample();
      return { rate: sample?.rate ?? null, max: sample?.max ?? null };
    },
    emit: (status) => events.emit('import', status),
    emitCheck: (progress) => events.emit('importCheck', progress),
    ...(options.openSink ? { openSink: options.openSink } : {}),
  });
  const exports = createExportService({
    execute: broker.run,
    replica: {
      ready: () => replica.status().phase === 'ready',
      rows: (filter) => replica.rows(filter),
    },
    session: () => {
      const state = controller.activeSession()?.session.getState();
      return state?.status === 'signed-in'
        ? { scopes: state.scopes, scopeLimited: state.scopeLimited }
        : undefined;
    },
    waitingSeconds: () => exportWaitSeconds(broker.model()?.sample()),
    emit: (progress) => events.emit('export', progress),
    ...(options.openSink ? { openSink: options.openSink } : {}),
  });

  const unsubscribe = [
    controller.subscribe((snapshot) => events.emit('session', snapshot)),
    controller.subscribe((snapshot) => trackingLinks.follow(snapshot)),
    controller.onProgress((progress) => events.emit('signInProgress', progress)),
    broker.onCredits((sample) => events.emit('credits', sample)),
    replica.onStatus((status) => events.emit('replica', status)),
    ...(tuning.catalogueCopy === false
      ? []
      : [connectReplica({ replica, controller, log: log.child('replica') })]),
    connectBulk({ imports, exports, controller, log: log.child('bulk') }),
  ];
  const polling = startQuotaPolling({
    broker,
    controller,
    intervalMs: tuning.quotaIntervalMs ?? 30_000,
    ...(tuning.broker?.scheduler ? { scheduler: tuning.broker.scheduler } : {}),
  });

  const handlers: BridgeHandlers = kiosk.guard({
    // Answered by the kiosk mode's guard, in kiosk mode or not.
    'app.info': () => Promise.resolve(ok(kiosk.info())),
    'kiosk.exit': ({ pin }) => kiosk.exit(pin),
    'session.get': () => Promise.resolve(ok(controller.snapshot())),
    'profiles.list': () => Promise.resolve(ok(controller.listProfiles())),
    'profiles.save': (input) => controller.saveProfile(input),
    'profiles.remove': async ({ id }) => {
      const removed = await controller.removeProfile(id);
      if (removed.ok) {
        orderViews.forgetProfile(id);
        await replica.forget(id);
        await brief.forget(id);
        await imports.forget(id);
      }
      return removed;
    },
    'profiles.removalInfo': async ({ id }) =>
      ok({ resumableImports: await imports.resumableCount(id) }),
    'profiles.select': ({ id }) => controller.selectProfile(id),
    'signIn.oauth': (input) => controller.signInWithBrowser(input),
    'signIn.password': (input) => controller.signInWithPassword(input),
    'signIn.developer': (input) => controller.signInWithDeveloperTokens(input),
    'signIn.cancel': () => Promise.resolve(controller.cancelSignIn()),
    signOut: () => controller.signOut(),
    graphql: async (request) => {
      const session = trackingLinks.session();
      const result = await broker.execute(request);
      if (result.ok) trackingLinks.remember(request.operationName, result.value.data, session);
      // Our own change: into the copy now, and a refresh to confirm it.
      if (isMutation(request.operationName)) {
        const change = result.ok ? ownChange(request.operationName, result.value.data) : null;
        replica.afterMutation(change ?? undefined);
      }
      return result;
    },
    'replica.status': () => Promise.resolve(ok(replica.status())),
    'replica.query': (query) => Promise.resolve(ok(replica.query(query))),
    'replica.image': ({ after }) => Promise.resolve(ok(replica.image(after))),
    'replica.lookup': ({ code }) => Promise.resolve(ok(replica.lookup(code))),
    'replica.refresh': async (): Promise<BridgeResult<ReturnType<typeof replica.status>>> =>
      replica.status().phase === 'off'
        ? fail({ kind: 'signed-out', message: 'Sign in to refresh the catalogue.' })
        : ok(await replica.refreshNow()),
    ...brief.handlers,
    // The desktop app replaces this (main/desktop-services.ts); the web host never updates.
    'update.restart': () => Promise.resolve(fail(NO_UPDATES)),
    'orderViews.list': () => Promise.resolve(ok(orderViews.list())),
    'orderViews.save': (input) => Promise.resolve(orderViews.save(input)),
    'orderViews.remove': ({ id }) => Promise.resolve(orderViews.remove(id)),
    'external.openTracking': ({ url }) =>
      openTrackingPage(url, {
        known: (link) => trackingLinks.has(link),
        openExternal: options.openExternal,
        log,
      }),
    'import.upload': (input) => imports.upload(input),
    'import.preview': ({ uploadId, kind }) => imports.preview(uploadId, kind),
    'import.start': ({ previewId }) => imports.start(previewId),
    'import.control': ({ runId, action }) => imports.control(runId, action),
    'import.status': () => imports.status(),
    'import.results': ({ runId, excel }) => imports.results(runId, excel),
    'import.rows': ({ runId, show, offset, limit }) => imports.rows(runId, show, offset, limit),
    'export.run': ({ exportId, excel, target }) => exports.run(exportId, excel, target),
    'export.cancel': ({ exportId }) => {
      exports.cancel(exportId);
      return Promise.resolve(ok(null));
    },
  });

  events.emit('app', kiosk.info());
  events.emit('replica', replica.status());
  let started = await controller.start();
  if (tuning.kiosk?.signInAtStart) {
    await signInKioskAtStart(controller, tuning.kiosk.signInAtStart, log.child('kiosk'));
    started = controller.snapshot();
  }
  events.emit('session', started);
  const resume = kiosk.active()
    ? startKioskResume({ controller, active: kiosk.active, log: log.child('kiosk') })
    : undefined;
  return {
    handlers,
    events,
    close: async () => {
      // Running imports pause and keep their journals for the next start.
      exports.cancelAll();
      await imports.close().catch(() => undefined);
      resume?.stop();
      polling.stop();
      unsubscribe.forEach((stop) => stop());
      controller.close();
      await brief.close();
      const disposed = replica.dispose();
      broker.dispose();
      return disposed;
    },
  };
}

/**
 * Connects the morning brief (electron/brief/) to the session, the broker, the catalogue copy and
 * the bridge, as replica-wiring.ts does for the copy: started for the signed-in account (its kept
 * brief loaded), stopped when the session ends, its file wiped on sign-out (an expired or revoked
 * sign-in keeps it, as the copy's is kept), and forgotten with its profile. Alerts leave through
 * the `alert` event; the hosts turn them into notifications. Never polls in kiosk mode.
 */
import pLimit from 'p-limit';
import { fail, ok } from '../../shared/bridge/errors.ts';
import type { SessionSnapshot } from '../../shared/bridge/contract.ts';
import type { BridgeHandlers } from '../bridge/dispatcher.ts';
import type { EventHub } from '../bridge/event-hub.ts';
import type { ProfileRef } from '../broker/active-session.ts';
import type { Broker } from '../broker/broker.ts';
import {
  readAlertSettings,
  writeAlertSettings,
  forgetAlertSettings,
} from '../brief/alert-settings.ts';
import { createBriefEngine, type BriefEngine } from '../brief/brief-engine.ts';
import { createBriefStore } from '../brief/brief-store.ts';
import type { StockLookup } from '../brief/refresh-context.ts';
import type { Logger } from '../log/logger.ts';
import { accountKey } from '../replica/account-key.ts';
import type { ReplicaFiles } from '../replica/replica-files.ts';
import type { Replica } from '../replica/replica.ts';
import type { KeyValueStore } from '../store/key-value-store.ts';
import type { SecretCipher } from '../store/secret-cipher.ts';
import type { Scheduler } from '../time/scheduler.ts';
import type { TokenSession } from '../auth/token-session.ts';
import type { SignInController } from './sign-in-controller-api.ts';

type BriefMethods = 'brief.get' | 'brief.refresh' | 'alerts.get' | 'alerts.save';

export interface BriefWiring {
  readonly handlers: Pick<BridgeHandlers, BriefMethods>;
  /** The profile was removed: its kept brief and alert settings go. */
  forget(profileId: string): Promise<void>;
  close(): Promise<void>;
}

/** What the brief reads of the sign-in controller: the session it follows and its token. */
export type BriefController = Pick<SignInController, 'subscribe' | 'snapshot'> & {
  readonly activeSession: () =>
    | {
        readonly profile: ProfileRef;
        readonly session: Pick<TokenSession, 'getState' | 'getAccessToken'>;
      }
    | undefined;
};

/** The catalogue copy's row of a SKU at a warehouse, as the reorder rule reads it. */
export function stockFromReplica(replica: Pick<Replica, 'lookup'>): StockLookup {
  return (sku, warehouseId) => {
    const found = replica.lookup(sku);
    if (!found.ready) return undefined;
    if (found.product?.sku.toLowerCase() !== sku.toLowerCase()) return null;
    const row = found.product.stock.find((each) => each.warehouseId === warehouseId);
    return row
      ? {
          reorderLevel: row.reorderLevel,
          allocated: row.allocated,
          warehouseLabel: row.warehouseLabel,
        }
      : null;
  };
}

export function connectBrief(options: {
  readonly broker: Pick<Broker, 'run' | 'model'>;
  readonly replica: Pick<Replica, 'lookup'>;
  readonly controller: BriefController;
  readonly store: KeyValueStore;
  readonly cipher: SecretCipher;
  readonly files: ReplicaFiles;
  readonly events: EventHub;
  readonly kiosk: () => boolean;
  readonly log: Logger;
  readonly scheduler?: Scheduler;
}): BriefWiring {
  const { controller, events, log, store } = options;
  const signedIn = () => {
    const state = controller.activeSession()?.session.getState();
    return state?.status === 'signed-in' ? state : undefined;
  };
  const engine: BriefEngine = createBriefEngine({
    execute: options.broker.run,
    stock: stockFromReplica(options.replica),
    store: createBriefStore({ cipher: options.cipher, files: options.files }),
    settings: (profileId) => readAlertSettings(store, profileId),
    scopes: () => {
      const state = signedIn();
      return state?.scopeLimited ? state.scopes : null;
    },
    rate: () => options.broker.model()?.sample()?.rate ?? null,
    mayPoll: () => !options.kiosk(),
    emit: (brief) => events.emit('brief', brief),
    alert: (alert) => events.emit('alert', alert),
    log: log.child('brief'),
    ...(options.scheduler ? { scheduler: options.scheduler } : {}),
  });

  const follow = async (snapshot: SessionSnapshot): Promise<void> => {
    const { session } = snapshot;
    if (session.status === 'restoring') return;
    if (session.status === 'signed-out' || options.kiosk()) {
      await engine.stop({
        wipe: session.status === 'signed-out' && session.reason === 'signed-out',
      });
      events.emit('brief', null);
      return;
    }
    const active = controller.activeSession();
    if (!active) return;
    const token = await active.session.getAccessToken();
    // The session may have ended while the token was awaited: a sign-out must not be undone.
    const now = controller.activeSession();
    const same = now?.session === active.session && now.profile.id === active.profile.id;
    if (!token.ok || !same || !signedIn()) return;
    await engine.start({
      profileId: active.profile.id,
      account: accountKey(active.profile.baseUrl, token.value),
    });
    events.emit('brief', engine.get());
  };
  // One at a time, in order: a sign-in still waiting for its token is never overtaken by a later
  // sign-out (which would stop and wipe, then see the brief started again).
  const inOrder = pLimit(1);
  /** Waits for the follows queued so far. */
  const followed = (): Promise<void> => inOrder(() => Promise.resolve());
  const unsubscribe = controller.subscribe((snapshot) => {
    void inOrder(() => follow(snapshot)).catch((error: unknown) =>
      log.warn('The brief could not follow the session', { error: String(error) }),
    );
  });

  const profileId = () => controller.snapshot().activeProfileId;
  return {
    handlers: {
      'brief.get': () => Promise.resolve(ok(engine.get())),
      'brief.refresh': async () => {
        // A sign-in just made may still be starting the brief: refresh the brief it starts.
        await followed();
        return signedIn()
          ? ok(await engine.refresh())
          : fail({ kind: 'signed-out', message: 'Sign in to bring the brief up to date.' });
      },
      'alerts.get': () => Promise.resolve(ok(readAlertSettings(store, profileId()))),
      'alerts.save': (settings) => {
        const saved = writeAlertSettings(store, profileId(), settings);
        engine.settingsChanged();
        return Promise.resolve(ok(saved));
      },
    },
    async forget(id) {
      forgetAlertSettings(store, id);
      await engine.forget(id);
    },
    async close() {
      unsubscribe();
      await followed();
      await engine.dispose();
    },
  };
}

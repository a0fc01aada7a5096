/**
 * A scriptable FloorboardBridge for component tests (and the views' tests): answers from plain
 * data, records calls, and lets the test push session, progress and credit events.
 */
import type { AppCommand } from '../../shared/bridge/app-commands.ts';
import type { UpdateStatus } from '../../shared/bridge/update.ts';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import type {
  BridgeEvents,
  ProfileSummary,
  SessionSnapshot,
} from '../../shared/bridge/contract.ts';
import type { CreditSample } from '../../shared/bridge/credits.ts';
import { ok, type BridgeError, type BridgeResult } from '../../shared/bridge/errors.ts';
import type {
  GraphqlPayload,
  PartialError,
  ScopeWarningSummary,
} from '../../shared/bridge/graphql.ts';
import { bridgeErrorOf, wholeFailureOf } from '../../shared/bridge/service-errors.ts';
import type { SessionState, SignInProgress } from '../../shared/bridge/session.ts';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import type { ImportStatus } from '../../shared/bulk/import-contract.ts';
import { createEventEmitter } from '../../shared/events/emitter.ts';
import { DEFAULT_ALERT_SETTINGS, type Brief, type BriefAlert } from '../../shared/brief/brief.ts';

export const SANDBOX_PROFILE: ProfileSummary = {
  id: 'sandbox',
  name: 'Sandbox (built in)',
  baseUrl: 'http://127.0.0.1:4000',
  loginUrl: 'http://127.0.0.1:4000',
  clientId: 'floorboard-desktop',
  method: 'oauth',
  builtIn: true,
};

export type SignedInState = Extract<SessionState, { status: 'signed-in' }>;

export function signedIn(overrides: Partial<SignedInState> = {}): SignedInState {
  return {
    status: 'signed-in',
    profileId: 'sandbox',
    method: 'oauth',
    scopes: ['openid', 'view:accounts', 'view:products', 'view:orders', 'view:inventory'],
    scopeLimited: true,
    expiresAt: Date.UTC(2030, 0, 1),
    persistence: 'stored',
    ...overrides,
  };
}

export function signedOut(
  overrides: Partial<Extract<SessionState, { status: 'signed-out' }>> = {},
) {
  return { status: 'signed-out', profileId: 'sandbox', ...overrides } satisfies SessionState;
}

/** A GraphQL payload around `data`. */
export function payload<T>(
  data: T,
  scopeWarnings: readonly ScopeWarningSummary[] = [],
): GraphqlPayload<T> {
  return { data, errors: [], scopeWarnings, cost: { estimated: 1, actual: 1, pageSize: null } };
}

/**
 * What main answers for a reply with errors: data beside partial errors, or, when no root field
 * kept its payload, the tagged error of the first (the same rule main applies).
 */
export function reply<T>(
  data: T,
  errors: readonly PartialError[],
): BridgeResult<GraphqlPayload<T>> {
  const whole = wholeFailureOf(data, errors);
  return whole ? failure(bridgeErrorOf(whole)) : ok({ ...payload(data), errors });
}

export type GraphqlHandler = (
  operationName: string,
  variables: Record<string, unknown>,
) => BridgeResult<GraphqlPayload<unknown>> | Promise<BridgeResult<GraphqlPayload<unknown>>>;

export interface FakeBridgeOptions {
  readonly session?: SessionState;
  readonly profiles?: readonly ProfileSummary[];
  readonly graphql?: GraphqlHandler;
  /** Overrides for individual methods (sign-in outcomes, failures). */
  readonly overrides?: Partial<FloorboardBridge>;
}

export interface FakeBridge extends FloorboardBridge {
  readonly calls: { readonly method: string; readonly args: readonly unknown[] }[];
  pushSession(session: SessionState, progress?: SignInProgress): void;
  pushProgress(progress: SignInProgress): void;
  pushCredits(sample: CreditSample): void;
  pushReplica(status: ReplicaStatus): void;
  pushUpdate(status: UpdateStatus): void;
  /** What the desktop menu would send. */
  pushCommand(command: AppCommand): void;
  pushImport(status: ImportStatus): void;
  pushBrief(brief: Brief | null): void;
  /** What main's brief engine raises for "Tell me when". */
  pushAlert(alert: BriefAlert): void;
}

export function failure(error: BridgeError): BridgeResult<never> {
  return { ok: false, error };
}

export function createFakeBridge(options: FakeBridgeOptions = {}): FakeBridge {
  const calls: { method: string; args: readonly unknown[] }[] = [];
  // A listener that throws fails the test that pushed the event.
  const events = createEventEmitter<BridgeEvents>((error) => {
    throw error;
  });
  let snapshot: SessionSnapshot = {
    activeProfileId: options.session?.profileId ?? 'sandbox',
    session: options.session ?? signedOut(),
    progress: { phase: 'idle' },
  };
  const record = (method: string, ...args: unknown[]) => calls.push({ method, args });
  const notSet = (method: string) => () => {
    record(method);
    return Promise.resolve(
      failure({ kind: 'server', message: `${method} is not scripted in this test` }),
    );
  };

  const base: FloorboardBridge = {
    getAppInfo: () => Promise.resolve(ok({ kiosk: null })),
    exitKiosk: notSet('exitKiosk'),
    onAppInfo: () => () => undefined,
    getSession: () => Promise.resolve(ok(snapshot)),
    listProfiles: () => Promise.resolve(ok(options.profiles ?? [SANDBOX_PROFILE])),
    saveProfile: notSet('saveProfile'),
    removeProfile: notSet('removeProfile'),
    profileRemovalInfo: notSet('profileRemovalInfo'),
    selectProfile: notSet('selectProfile'),
    signInWithBrowser: notSet('signInWithBrowser'),
    signInWithPassword: notSet('signInWithPassword'),
    signInWithDeveloperTokens: notSet('signInWithDeveloperTokens'),
    cancelSignIn: notSet('cancelSignIn'),
    signOut: notSet('signOut'),
    graphql: async (operationName, variables, priority) => {
      record('graphql', operationName, variables, priority);
      if (!options.graphql) return failure({ kind: 'network', message: 'no graphql in test' });
      // The handler answers loosely typed data; the component reads it as the operation's type.
      return (await options.graphql(operationName, variables)) as never;
    },
    listOrderViews: () => Promise.resolve(ok([])),
    saveOrderView: notSet('saveOrderView'),
    removeOrderView: notSet('removeOrderView'),
    openTrackingPage: notSet('openTrackingPage'),
    onSession: (listener) => events.subscribe('session', listener),
    onSignInProgress: (listener) => events.subscribe('signInProgress', listener),
    onCredits: (listener) => events.subscribe('credits', listener),
    // The replica is off unless a test scripts it (views then use server pages, as before).
    replicaStatus: () => Promise.resolve(ok(REPLICA_OFF)),
    queryReplica: notSet('queryReplica'),
    // No copy for the page unless a test gives one: lists then ask main window by window.
    replicaImage: () => Promise.resolve(ok(null)),
    lookupInReplica: (code) => {
      record('lookupInReplica', code);
      return Promise.resolve(ok({ ready: false, product: null }));
    },
    refreshReplica: notSet('refreshReplica'),
    onReplica: (listener) => events.subscribe('replica', listener),
    restartToUpdate: notSet('restartToUpdate'),
    onUpdate: (listener) => events.subscribe('update', listener),
    onCommand: (listener) => events.subscribe('command', listener),
    uploadImportChunk: () => Promise.resolve(notInFake()),
    previewImport: () => Promise.resolve(notInFake()),
    startImport: () => Promise.resolve(notInFake()),
    controlImport: () => Promise.resolve(ok(null)),
    importStatus: () => Promise.resolve(ok({ runs: [], unreadable: [], memoryOnly: null })),
    importResults: () => Promise.resolve(notInFake()),
    importRows: () => Promise.resolve(ok({ columns: [], rows: [], offset: 0, total: 0 })),
    onImport: (listener) => events.subscribe('import', listener),
    onImportCheck: (listener) => events.subscribe('importCheck', listener),
    runExport: () => Promise.resolve(notInFake()),
    cancelExport: () => Promise.resolve(ok(null)),
    onExport: (listener) => events.subscribe('export', listener),
    // No brief kept and none refreshed unless a test scripts one.
    getBrief: () => Promise.resolve(ok(null)),
    refreshBrief: () => {
      record('refreshBrief');
      return Promise.resolve(ok(null));
    },
    onBrief: (listener) => events.subscribe('brief', listener),
    getAlertSettings: () => Promise.resolve(ok(DEFAULT_ALERT_SETTINGS)),
    saveAlertSettings: (settings) => {
      record('saveAlertSettings', settings);
      return Promise.resolve(ok(settings));
    },
    onAlert: (listener) => events.subscribe('alert', listener),
  };

  const recorded = Object.fromEntries(
    Object.entries(options.overrides ?? {}).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        record(name, ...args);
        return (fn as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as Partial<FloorboardBridge>;

  return {
    ...base,
    ...recorded,
    calls,
    pushSession(session, progress = { phase: 'idle' }) {
      snapshot = { activeProfileId: session.profileId, session, progress };
      events.emit('session', snapshot);
    },
    pushProgress(progress) {
      snapshot = { ...snapshot, progress };
      events.emit('signInProgress', progress);
    },
    pushCredits(sample) {
      events.emit('credits', sample);
    },
    pushReplica(status) {
      events.emit('replica', status);
    },
    pushUpdate(status) {
      events.emit('update', status);
    },
    pushCommand(command) {
      events.emit('command', command);
    },
    pushImport(status) {
      events.emit('import', status);
    },
    pushBrief(brief) {
      events.emit('brief', brief);
    },
    pushAlert(alert) {
      events.emit('alert', alert);
    },
  };
}

function notInFake(): BridgeResult<never> {
  return failure({ kind: 'server', message: 'not in this fake' });
}

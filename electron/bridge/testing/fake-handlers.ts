import type { SessionSnapshot } from '../../../shared/bridge/contract.ts';
import { fail, ok } from '../../../shared/bridge/errors.ts';
import { REPLICA_OFF } from '../../../shared/replica/types.ts';
import { DEFAULT_ALERT_SETTINGS } from '../../../shared/brief/brief.ts';
import type { BridgeHandlers } from '../dispatcher.ts';

/**
 * Handlers for tests of the hosts and the dispatcher: each records its call and answers with a
 * fixed value; `overrides` replace individual methods.
 */

export const SNAPSHOT: SessionSnapshot = {
  activeProfileId: 'sandbox',
  session: { status: 'signed-out', profileId: 'sandbox' },
  progress: { phase: 'idle' },
};

export function fakeHandlers(
  overrides: Partial<BridgeHandlers> = {},
  calls: { method: string; payload: unknown }[] = [],
): BridgeHandlers {
  const record =
    <T>(method: string, answer: () => T) =>
    (payload: unknown): Promise<T> => {
      calls.push({ method, payload });
      return Promise.resolve(answer());
    };
  const outcome = () => ok({ session: SNAPSHOT.session, scopesMissing: [] });
  return {
    'app.info': record('app.info', () => ok({ kiosk: null })),
    'kiosk.exit': record('kiosk.exit', () => ok({ kiosk: null })),
    'session.get': record('session.get', () => ok(SNAPSHOT)),
    'profiles.list': record('profiles.list', () => ok([])),
    'profiles.save': record('profiles.save', () =>
      fail({ kind: 'server', message: 'not in this fake' }),
    ),
    'profiles.remove': record('profiles.remove', () => ok(null)),
    'profiles.removalInfo': record('profiles.removalInfo', () => ok({ resumableImports: 0 })),
    'profiles.select': record('profiles.select', () => ok(SNAPSHOT)),
    'signIn.oauth': record('signIn.oauth', outcome),
    'signIn.password': record('signIn.password', outcome),
    'signIn.developer': record('signIn.developer', outcome),
    'signIn.cancel': record('signIn.cancel', () => ok(null)),
    signOut: record('signOut', () => ok(SNAPSHOT.session)),
    graphql: record('graphql', () =>
      ok({
        data: { echo: true },
        errors: [],
        scopeWarnings: [],
        cost: { estimated: 1, actual: 1, pageSize: null },
      }),
    ),
    'orderViews.list': record('orderViews.list', () => ok([])),
    'orderViews.save': record('orderViews.save', () => ok([])),
    'orderViews.remove': record('orderViews.remove', () => ok([])),
    'external.openTracking': record('external.openTracking', () => ok(null)),
    'replica.status': record('replica.status', () => ok(REPLICA_OFF)),
    'replica.query': record('replica.query', () =>
      ok({
        rows: [],
        offset: 0,
        total: 0,
        counts: { all: 0, low: 0, out: 0, backorder: 0 },
        catalogue: 0,
        ready: false,
      }),
    ),
    'replica.image': record('replica.image', () => ok(null)),
    'replica.lookup': record('replica.lookup', () => ok({ ready: false, product: null })),
    'replica.refresh': record('replica.refresh', () => ok(REPLICA_OFF)),
    'brief.get': record('brief.get', () => ok(null)),
    'brief.refresh': record('brief.refresh', () => ok(null)),
    'alerts.get': record('alerts.get', () => ok(DEFAULT_ALERT_SETTINGS)),
    'alerts.save': record('alerts.save', () => ok(DEFAULT_ALERT_SETTINGS)),
    'update.restart': record('update.restart', () => ok(null)),
    ...importHandlers(record),
    ...overrides,
  };
}

const notInFake = () => fail({ kind: 'server', message: 'not in this fake' });

function importHandlers(
  record: <T>(method: string, answer: () => T) => (payload: unknown) => Promise<T>,
): Pick<BridgeHandlers, `${'import' | 'export'}.${string}` & keyof BridgeHandlers> {
  return {
    'import.upload': record('import.upload', notInFake),
    'import.preview': record('import.preview', notInFake),
    'import.start': record('import.start', notInFake),
    'import.control': record('import.control', () => ok(null)),
    'import.status': record('import.status', () =>
      ok({ runs: [], unreadable: [], memoryOnly: null }),
    ),
    'import.results': record('import.results', notInFake),
    'import.rows': record('import.rows', () => ok({ columns: [], rows: [], offset: 0, total: 0 })),
    'export.run': record('export.run', notInFake),
    'export.cancel': record('export.cancel', () => ok(null)),
  };
}

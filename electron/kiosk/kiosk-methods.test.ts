import { describe, expect, it } from 'vitest';
import {
  BRIDGE_METHODS,
  REQUESTS,
  type BridgeMethod,
  type BridgePayload,
  type BridgeResponses,
} from '../../shared/bridge/contract.ts';
import { ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { BridgeHandlers } from '../bridge/dispatcher.ts';
import { createEventHub } from '../bridge/event-hub.ts';
import { silentLogger } from '../log/logger.ts';
import { KIOSK_METHODS } from './kiosk-methods.ts';
import { createKioskMode } from './kiosk-mode.ts';
import { DEFAULT_KIOSK_SETTINGS } from './options.ts';

/** Kiosk mode is deny-by-default: every method of the contract, walked one by one. */

/** Handlers that only record which method ran. */
function recordingHandlers(calls: string[]): BridgeHandlers {
  const handlers: Partial<Record<BridgeMethod, unknown>> = {};
  for (const method of BRIDGE_METHODS) {
    handlers[method] = () => {
      calls.push(method);
      return Promise.resolve(ok(null));
    };
  }
  // A test double: each entry answers `null`, which no test below reads as that method's type.
  return handlers as BridgeHandlers;
}

function kioskWith(calls: string[]) {
  const kiosk = createKioskMode(
    {
      settings: DEFAULT_KIOSK_SETTINGS,
      pinGate: {
        check: () => Promise.resolve({ result: 'accepted' }),
      },
    },
    { events: createEventHub(), log: silentLogger },
  );
  return { kiosk, handlers: kiosk.guard(recordingHandlers(calls)) };
}

/** Calls one method; the guard never reads the payload of a method it refuses. */
function call<M extends BridgeMethod>(
  handlers: BridgeHandlers,
  method: M,
  payload: BridgePayload<M>,
): Promise<BridgeResult<BridgeResponses[M]>> {
  return handlers[method](payload);
}

const GRAPHQL = { operationName: 'Quota', variables: {} } as const;
const payloadFor = (method: BridgeMethod): never =>
  // Only graphql's and kiosk.exit's handlers look at the payload in kiosk mode.
  (method === 'graphql' ? GRAPHQL : method === 'kiosk.exit' ? { pin: '123456' } : {}) as never;

describe('kiosk mode, method by method', () => {
  it('has a rule for every method of the contract', () => {
    expect(Object.keys(KIOSK_METHODS).sort()).toEqual(Object.keys(REQUESTS).sort());
    expect(BRIDGE_METHODS.length).toBe(Object.keys(REQUESTS).length);
  });

  it('runs only what the floor board uses', () => {
    const runs = BRIDGE_METHODS.filter((m) => typeof KIOSK_METHODS[m] === 'string');
    expect(runs.sort()).toEqual([
      'app.info',
      'graphql',
      'kiosk.exit',
      'replica.lookup',
      'replica.query',
      'replica.status',
      'session.get',
    ]);
  });

  it('refuses every other method with a typed error, without running it', async () => {
    const calls: string[] = [];
    const { handlers } = kioskWith(calls);
    for (const method of BRIDGE_METHODS) {
      const rule = KIOSK_METHODS[method];
      if (typeof rule === 'string') continue;
      calls.length = 0;
      expect(await call(handlers, method, payloadFor(method)), method).toEqual({
        ok: false,
        error: rule,
      });
      expect(rule.kind, method).toBe('kiosk-locked');
      expect(calls, method).toEqual([]);
    }
  });

  it('refuses the ways out and the writes a kiosk must not make', async () => {
    const calls: string[] = [];
    const { handlers } = kioskWith(calls);
    const refused: readonly BridgeMethod[] = [
      'import.upload',
      'import.preview',
      'import.start',
      'import.control',
      'import.status',
      'import.results',
      'export.run',
      'export.cancel',
      'orderViews.list',
      'orderViews.save',
      'orderViews.remove',
      'external.openTracking',
      'replica.refresh',
      'update.restart',
      'signIn.cancel',
      'profiles.list',
    ];
    for (const method of refused) {
      expect(await call(handlers, method, payloadFor(method)), method).toMatchObject({
        ok: false,
        error: { kind: 'kiosk-locked' },
      });
    }
    expect(calls).toEqual([]);
  });

  it('passes what the board uses on to main', async () => {
    const calls: string[] = [];
    const { handlers } = kioskWith(calls);
    const used: readonly BridgeMethod[] = [
      'session.get',
      'replica.status',
      'replica.query',
      'replica.lookup',
    ];
    for (const method of used) await call(handlers, method, payloadFor(method));
    await call(handlers, 'graphql', GRAPHQL);
    expect(calls).toEqual([
      'session.get',
      'replica.status',
      'replica.query',
      'replica.lookup',
      'graphql',
    ]);
  });

  it('passes every method on once an administrator has left kiosk mode', async () => {
    const calls: string[] = [];
    const { kiosk, handlers } = kioskWith(calls);
    expect(await call(handlers, 'kiosk.exit', { pin: '123456' })).toEqual({
      ok: true,
      value: { kiosk: null },
    });
    for (const method of BRIDGE_METHODS) await call(handlers, method, payloadFor(method));
    const ownAnswers = ['app.info', 'kiosk.exit'];
    expect(calls.sort()).toEqual(BRIDGE_METHODS.filter((m) => !ownAnswers.includes(m)).sort());
    expect(kiosk.active()).toBe(false);
  });
});

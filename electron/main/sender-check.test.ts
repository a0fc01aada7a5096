import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import type { Dispatcher } from '../bridge/dispatcher.ts';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { UNTRUSTED_SENDER_MESSAGE, createIpcCall } from './ipc-call.ts';
import { isTrustedSender, type SenderFacts, type TrustedWindow } from './sender-check.ts';

const trusted: TrustedWindow = {
  webContentsId: 1,
  mainFrame: { processId: 10, routingId: 1 },
  trustedOrigins: ['app://floorboard'],
};
const fromOurWindow: SenderFacts = {
  webContentsId: 1,
  frame: { processId: 10, routingId: 1, url: 'app://floorboard/index.html#/orders' },
};

describe('isTrustedSender', () => {
  it("accepts our window's main frame showing our renderer", () => {
    expect(isTrustedSender(fromOurWindow, trusted)).toBe(true);
  });

  it.each<[string, SenderFacts]>([
    ['another webContents', { ...fromOurWindow, webContentsId: 2 }],
    [
      'a subframe',
      { ...fromOurWindow, frame: { processId: 10, routingId: 7, url: 'app://floorboard/x' } },
    ],
    [
      'a frame in another process',
      { ...fromOurWindow, frame: { processId: 11, routingId: 1, url: 'app://floorboard/' } },
    ],
    ['a navigated-away frame', { ...fromOurWindow, frame: null }],
    [
      'a remote page',
      { ...fromOurWindow, frame: { processId: 10, routingId: 1, url: 'https://evil.example/' } },
    ],
    [
      'another app host',
      { ...fromOurWindow, frame: { processId: 10, routingId: 1, url: 'app://other/' } },
    ],
    [
      'a file page',
      { ...fromOurWindow, frame: { processId: 10, routingId: 1, url: 'file:///tmp/x.html' } },
    ],
    [
      'about:blank',
      { ...fromOurWindow, frame: { processId: 10, routingId: 1, url: 'about:blank' } },
    ],
  ])('refuses %s', (_label, sender) => {
    expect(isTrustedSender(sender, trusted)).toBe(false);
  });

  it('refuses everything while there is no window', () => {
    expect(isTrustedSender(fromOurWindow, null)).toBe(false);
  });

  it('trusts the dev server origin only when it is the configured one', () => {
    const dev = { ...trusted, trustedOrigins: ['http://localhost:5173'] };
    const page = (url: string): SenderFacts => ({
      ...fromOurWindow,
      frame: { processId: 10, routingId: 1, url },
    });
    expect(isTrustedSender(page('http://localhost:5173/'), dev)).toBe(true);
    expect(isTrustedSender(page('http://localhost:5174/'), dev)).toBe(false);
    expect(isTrustedSender(page('app://floorboard/'), dev)).toBe(false);
  });
});

describe('createIpcCall', () => {
  function setup(window: TrustedWindow | null | (() => never)) {
    const memory = createMemorySink();
    const dispatched: unknown[] = [];
    const dispatcher: Dispatcher = {
      dispatch: (method, payload) => {
        dispatched.push([method, payload]);
        return Promise.resolve(ok('answered'));
      },
    };
    const call = createIpcCall({
      dispatcher,
      trustedWindow: typeof window === 'function' ? window : () => window,
      log: createLogger({ sink: memory.sink }),
    });
    return { call, dispatched, lines: memory.lines };
  }

  it('dispatches calls from our window', async () => {
    const { call, dispatched } = setup(trusted);
    await expect(call(fromOurWindow, 'session.get', undefined)).resolves.toEqual(ok('answered'));
    expect(dispatched).toEqual([['session.get', undefined]]);
  });

  it('answers a wrong sender with a typed error, never reaching the dispatcher', async () => {
    const { call, dispatched, lines } = setup(trusted);
    const result = await call({ ...fromOurWindow, webContentsId: 9 }, 'signOut', undefined);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid-input', message: UNTRUSTED_SENDER_MESSAGE },
    });
    expect(dispatched).toEqual([]);
    expect(lines.join('\n')).toContain('untrusted sender');
  });

  it('refuses when the window is gone or cannot be inspected', async () => {
    for (const window of [
      null,
      () => {
        throw new Error('Object has been destroyed');
      },
    ]) {
      const { call, dispatched } = setup(window);
      await expect(call(fromOurWindow, 'session.get', undefined)).resolves.toMatchObject({
        ok: false,
      });
      expect(dispatched).toEqual([]);
    }
  });
});

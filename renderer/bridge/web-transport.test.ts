import { describe, expect, it, vi } from 'vitest';
import { createBridgeClient } from '../../shared/bridge/client.ts';
import type { SessionSnapshot } from '../../shared/bridge/contract.ts';
import { MAX_PAYLOAD_BYTES } from '../../shared/bridge/limits.ts';
import { ok } from '../../shared/bridge/errors.ts';
import {
  createWebTransport,
  type BridgeSocket,
  type SocketHandlers,
  type WebTransportOptions,
} from './web-transport.ts';

const SNAPSHOT: SessionSnapshot = {
  activeProfileId: 'sandbox',
  session: { status: 'signed-out', profileId: 'sandbox' },
  progress: { phase: 'idle' },
};

class FakeSocket implements BridgeSocket {
  readonly sent: { id: number; method: string; payload?: unknown }[] = [];
  closed = false;
  constructor(private readonly handlers: SocketHandlers) {}
  send(text: string): void {
    this.sent.push(JSON.parse(text) as { id: number; method: string });
  }
  close(): void {
    this.closed = true;
  }
  open(): void {
    this.handlers.onOpen();
  }
  receive(message: unknown): void {
    this.handlers.onMessage(typeof message === 'string' ? message : JSON.stringify(message));
  }
  reply(index: number, result: unknown): void {
    const call = this.sent[index];
    if (call === undefined) throw new Error(`no call #${index}`);
    this.receive({ id: call.id, result });
  }
  drop(): void {
    this.handlers.onClose();
  }
}

function harness(options: Partial<WebTransportOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const timers: { task: () => void; ms: number; cancelled: boolean }[] = [];
  const transport = createWebTransport({
    open: (handlers) => {
      const socket = new FakeSocket(handlers);
      sockets.push(socket);
      return socket;
    },
    schedule: (task, ms) => {
      const timer = { task, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    ...options,
  });
  const socket = (index = sockets.length - 1): FakeSocket => {
    const found = sockets[index];
    if (found === undefined) throw new Error(`no socket #${index}`);
    return found;
  };
  const runTimer = (): number => {
    const timer = timers.find((candidate) => !candidate.cancelled);
    if (timer === undefined) throw new Error('no timer');
    timer.cancelled = true;
    timer.task();
    return timer.ms;
  };
  return { transport, sockets, timers, socket, runTimer };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createWebTransport', () => {
  it('connects at once, holds calls until the socket opens, then resolves replies', async () => {
    const { transport, sockets, socket } = harness();
    expect(sockets).toHaveLength(1);
    const answer = transport.invoke('session.get', undefined);
    expect(socket().sent).toEqual([]);
    socket().open();
    expect(socket().sent).toEqual([{ id: 1, method: 'session.get' }]);
    socket().reply(0, ok(SNAPSHOT));
    await expect(answer).resolves.toEqual(ok(SNAPSHOT));
  });

  it('matches replies to calls by id, in any order', async () => {
    const { transport, socket } = harness();
    socket().open();
    const first = transport.invoke('profiles.remove', { id: 'a' });
    const second = transport.invoke('profiles.remove', { id: 'b' });
    expect(socket().sent.map((call) => call.payload)).toEqual([{ id: 'a' }, { id: 'b' }]);
    socket().reply(1, ok('second'));
    socket().reply(0, ok('first'));
    await expect(first).resolves.toEqual(ok('first'));
    await expect(second).resolves.toEqual(ok('second'));
  });

  it('fails calls in flight with a network error when the socket drops, and reconnects', async () => {
    const { transport, sockets, socket, runTimer } = harness();
    socket().open();
    const inFlight = transport.invoke('signOut', undefined);
    socket().drop();
    await expect(inFlight).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(runTimer()).toBe(250);
    expect(sockets).toHaveLength(2);
    socket().open();
    const next = transport.invoke('signOut', undefined);
    // Never re-sent: the new socket carries only the new call.
    expect(socket().sent).toEqual([{ id: 2, method: 'signOut' }]);
    socket().reply(0, ok(SNAPSHOT.session));
    await expect(next).resolves.toEqual(ok(SNAPSHOT.session));
  });

  it('fails waiting calls when an attempt fails, backing off up to the cap', async () => {
    const { transport, socket, runTimer } = harness({ initialBackoffMs: 100, maxBackoffMs: 1000 });
    const waiting = transport.invoke('session.get', undefined);
    socket().drop();
    await expect(waiting).resolves.toMatchObject({
      ok: false,
      error: { kind: 'network', message: expect.stringMatching(/reach/) as unknown },
    });
    const delays: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      delays.push(runTimer());
      socket().drop();
    }
    expect(delays).toEqual([100, 200, 400, 800, 1000, 1000]);
    // A success resets the backoff.
    runTimer();
    socket().open();
    socket().drop();
    expect(runTimer()).toBe(100);
  });

  it('reports each socket as opened, dropped after opening, or failed to open', () => {
    const events: string[] = [];
    const { socket, runTimer } = harness({ onConnection: (event) => events.push(event) });
    socket().open();
    socket().drop();
    runTimer();
    socket().drop();
    expect(events).toEqual(['open', 'dropped', 'failed']);
  });

  it('tries at once when a call is made during a backoff wait', () => {
    const { transport, sockets, socket, timers } = harness();
    socket().drop();
    expect(timers.filter((timer) => !timer.cancelled)).toHaveLength(1);
    void transport.invoke('session.get', undefined);
    expect(sockets).toHaveLength(2);
    expect(timers.filter((timer) => !timer.cancelled)).toHaveLength(0);
    socket().open();
    expect(socket().sent).toHaveLength(1);
  });

  it('delivers events to their listeners across reconnects, until unsubscribed', () => {
    const { transport, socket, runTimer } = harness();
    const sessions = vi.fn();
    const credits = vi.fn();
    const stop = transport.subscribe('session', sessions);
    transport.subscribe('credits', credits);
    socket().open();
    socket().receive({ event: 'session', value: SNAPSHOT });
    socket().drop();
    runTimer();
    socket().open();
    socket().receive({ event: 'session', value: SNAPSHOT });
    expect(sessions).toHaveBeenCalledTimes(2);
    stop();
    socket().receive({ event: 'session', value: SNAPSHOT });
    expect(sessions).toHaveBeenCalledTimes(2);
    expect(credits).not.toHaveBeenCalled();
  });

  it('keeps delivering when a listener throws', () => {
    const onListenerError = vi.fn();
    const { transport, socket } = harness({ onListenerError });
    const after = vi.fn();
    transport.subscribe('session', () => {
      throw new Error('render failed');
    });
    transport.subscribe('session', after);
    socket().open();
    socket().receive({ event: 'session', value: SNAPSHOT });
    expect(after).toHaveBeenCalledOnce();
    expect(onListenerError).toHaveBeenCalledWith(new Error('render failed'));
  });

  it('ignores junk from the host and fails a call whose reply is not a result', async () => {
    const { transport, socket } = harness();
    socket().open();
    const call = transport.invoke('session.get', undefined);
    socket().receive('not json');
    socket().receive({ id: 99, result: ok(1) });
    socket().receive({ event: 42 });
    socket().receive(null);
    socket().reply(0, { ok: 'yes' });
    await expect(call).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    const second = transport.invoke('session.get', undefined);
    socket().reply(1, { ok: false, error: { kind: 'signed-out', message: 'Sign in' } });
    await expect(second).resolves.toEqual({
      ok: false,
      error: { kind: 'signed-out', message: 'Sign in' },
    });
  });

  it('refuses oversized or non-JSON payloads without sending them', async () => {
    const { transport, socket } = harness();
    socket().open();
    const huge = transport.invoke('graphql', {
      operationName: 'Products',
      variables: { search: 'x'.repeat(MAX_PAYLOAD_BYTES + 2048) },
    });
    const bigint = transport.invoke('graphql', { operationName: 'P', variables: { n: 1n } });
    await expect(huge).resolves.toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    await expect(bigint).resolves.toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(socket().sent).toEqual([]);
  });

  it('treats a socket that cannot even be created as a failed attempt', async () => {
    let attempts = 0;
    const timers: (() => void)[] = [];
    const transport = createWebTransport({
      open: () => {
        attempts += 1;
        throw new SyntaxError('bad url');
      },
      schedule: (task) => {
        timers.push(task);
        return () => undefined;
      },
    });
    await expect(transport.invoke('session.get', undefined)).resolves.toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    expect(attempts).toBe(2);
    expect(timers.length).toBeGreaterThan(0);
  });

  it('close() fails what waits, closes the socket and stops reconnecting', async () => {
    const { transport, sockets, socket, timers } = harness();
    socket().open();
    const pending = transport.invoke('session.get', undefined);
    transport.close();
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(socket().closed).toBe(true);
    socket().drop();
    expect(timers.filter((timer) => !timer.cancelled)).toHaveLength(0);
    await expect(transport.invoke('session.get', undefined)).resolves.toMatchObject({
      ok: false,
    });
    expect(sockets).toHaveLength(1);
  });

  it('carries the named functions of createBridgeClient', async () => {
    const { transport, socket } = harness();
    const bridge = createBridgeClient(transport);
    socket().open();
    const session = bridge.getSession();
    const signIn = bridge.signInWithPassword('sandbox', 'owner', 'pw');
    expect(socket().sent).toEqual([
      { id: 1, method: 'session.get' },
      {
        id: 2,
        method: 'signIn.password',
        payload: { profileId: 'sandbox', username: 'owner', password: 'pw' },
      },
    ]);
    socket().reply(0, ok(SNAPSHOT));
    await expect(session).resolves.toEqual(ok(SNAPSHOT));
    socket().drop();
    await expect(signIn).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    await flush();
  });
});

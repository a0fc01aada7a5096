import { describe, expect, it, vi } from 'vitest';
import { createBridgeClient } from '../../shared/bridge/client.ts';
import { ok } from '../../shared/bridge/errors.ts';
import { SNAPSHOT } from '../bridge/testing/fake-handlers.ts';
import { createIpcTransport, type IpcRendererLike } from './ipc-transport.ts';

function fakeIpc(answer: (args: unknown[]) => Promise<unknown>) {
  const invoked: unknown[][] = [];
  const channels = new Map<string, ((event: unknown, ...args: unknown[]) => void)[]>();
  const ipc: IpcRendererLike = {
    invoke: (channel, ...args) => {
      invoked.push([channel, ...args]);
      return answer(args);
    },
    on: (channel, listener) => {
      channels.set(channel, [...(channels.get(channel) ?? []), listener]);
    },
  };
  const send = (channel: string, ...args: unknown[]) => {
    for (const listener of channels.get(channel) ?? []) listener({ sender: 'ipc-event' }, ...args);
  };
  return { ipc, invoked, channels, send };
}

describe('createIpcTransport', () => {
  it('invokes the one call channel with method and payload', async () => {
    const { ipc, invoked } = fakeIpc(() => Promise.resolve(ok(SNAPSHOT)));
    const bridge = createBridgeClient(createIpcTransport(ipc));
    await expect(bridge.getSession()).resolves.toEqual(ok(SNAPSHOT));
    await bridge.removeProfile('p-1');
    expect(invoked).toEqual([
      ['floorboard:call', 'session.get', undefined],
      ['floorboard:call', 'profiles.remove', { id: 'p-1' }],
    ]);
  });

  it('turns IPC failures and malformed answers into network errors', async () => {
    const rejecting = createIpcTransport(
      fakeIpc(() => Promise.reject(new Error('No handler'))).ipc,
    );
    await expect(rejecting.invoke('session.get', undefined)).resolves.toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    const junk = createIpcTransport(fakeIpc(() => Promise.resolve({ hello: 1 })).ipc);
    await expect(junk.invoke('session.get', undefined)).resolves.toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
  });

  it('listens once and hands listeners the value only', () => {
    const { ipc, channels, send } = fakeIpc(() => Promise.resolve(ok(null)));
    const bridge = createBridgeClient(createIpcTransport(ipc));
    const sessions = vi.fn();
    const credits = vi.fn();
    const stop = bridge.onSession(sessions);
    bridge.onCredits(credits);
    expect(channels.get('floorboard:event')).toHaveLength(1);
    send('floorboard:event', 'session', SNAPSHOT);
    expect(sessions).toHaveBeenCalledWith(SNAPSHOT);
    expect(sessions.mock.calls[0]).toHaveLength(1);
    expect(credits).not.toHaveBeenCalled();
    stop();
    send('floorboard:event', 'session', SNAPSHOT);
    expect(sessions).toHaveBeenCalledOnce();
  });
});

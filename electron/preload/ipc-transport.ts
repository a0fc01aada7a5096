import type {
  BridgeEvent,
  BridgeEvents,
  BridgeMethod,
  BridgePayload,
  BridgeResponses,
  BridgeTransport,
} from '../../shared/bridge/contract.ts';
import { fail, type BridgeResult } from '../../shared/bridge/errors.ts';
import { CALL_CHANNEL, EVENT_CHANNEL } from '../bridge/channels.ts';
import { isBridgeResult } from '../../shared/bridge/result-shape.ts';

/**
 * The bridge transport over Electron IPC, for preload. It takes the two ipcRenderer functions it
 * needs as a parameter (tested with a fake); the page never sees them, only the named functions
 * `createBridgeClient` builds on top. Listeners get values only, never the IPC event object.
 */

export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

const NO_ANSWER = 'The Floorboard main process did not answer.';

export function createIpcTransport(ipc: IpcRendererLike): BridgeTransport {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  let listening = false;

  const deliver = (_event: unknown, name: unknown, value: unknown): void => {
    if (typeof name !== 'string') return;
    for (const listener of [...(listeners.get(name) ?? [])]) {
      try {
        listener(value);
      } catch (error) {
        console.error('A bridge event listener failed', error);
      }
    }
  };

  const invoke = async <M extends BridgeMethod>(
    method: M,
    payload: BridgePayload<M>,
  ): Promise<BridgeResult<BridgeResponses[M]>> => {
    try {
      const result = await ipc.invoke(CALL_CHANNEL, method, payload);
      // Main answers each method with that method's response type.
      if (isBridgeResult(result)) return result as BridgeResult<BridgeResponses[M]>;
      return fail({ kind: 'network', message: NO_ANSWER });
    } catch {
      // No handler yet (main still starting) or the call could not be cloned.
      return fail({ kind: 'network', message: NO_ANSWER });
    }
  };

  const subscribe = <E extends BridgeEvent>(
    event: E,
    listener: (value: BridgeEvents[E]) => void,
  ): (() => void) => {
    if (!listening) {
      listening = true;
      ipc.on(EVENT_CHANNEL, (ipcEvent, name, value) => deliver(ipcEvent, name, value));
    }
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set);
    // Main sends this event's values under this name.
    const entry = (value: unknown): void => listener(value as BridgeEvents[E]);
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  };

  return { invoke, subscribe };
}

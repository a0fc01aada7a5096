import type {
  BridgeEvent,
  BridgeEvents,
  BridgeMethod,
  BridgePayload,
  BridgeResponses,
  BridgeTransport,
} from '../../shared/bridge/contract.ts';
import { fail, type BridgeResult } from '../../shared/bridge/errors.ts';
import { createEventEmitter } from '../../shared/events/emitter.ts';
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
  // Keyed by the name main sends; values are typed by the event at `subscribe`.
  const events = createEventEmitter<Record<string, unknown>>((error) =>
    console.error('A bridge event listener failed', error),
  );
  let listening = false;

  const deliver = (_event: unknown, name: unknown, value: unknown): void => {
    if (typeof name === 'string') events.emit(name, value);
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
    // Main sends this event's values under this name.
    return events.subscribe(event, (value) => listener(value as BridgeEvents[E]));
  };

  return { invoke, subscribe };
}

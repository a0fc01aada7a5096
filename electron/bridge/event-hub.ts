import {
  MOMENTARY_EVENTS,
  type BridgeEvent,
  type BridgeEvents,
} from '../../shared/bridge/contract.ts';
import { createEventEmitter } from '../../shared/events/emitter.ts';
import { logListenerErrors, silentLogger, type Logger } from '../log/logger.ts';

/**
 * Where main's core publishes the events of the contract (session changes, sign-in progress,
 * credit samples) and where the hosts pick them up to forward to their renderer. It remembers the
 * latest value of each event so a host can bring a (re)connecting renderer up to date, except
 * momentary ones (a menu command), which are for the page open now.
 */

export type EventListener<E extends BridgeEvent> = (value: BridgeEvents[E]) => void;

export interface EventHub {
  emit<E extends BridgeEvent>(event: E, value: BridgeEvents[E]): void;
  /** Returns the unsubscribe function. */
  subscribe<E extends BridgeEvent>(event: E, listener: EventListener<E>): () => void;
  latest<E extends BridgeEvent>(event: E): BridgeEvents[E] | undefined;
}

export interface EventHubOptions {
  readonly log?: Logger;
}

export function createEventHub(options: EventHubOptions = {}): EventHub {
  // One broken subscriber (a closed socket, a destroyed window) must not starve the rest.
  const events = createEventEmitter<BridgeEvents>(logListenerErrors(options.log ?? silentLogger));
  const latest = new Map<BridgeEvent, unknown>();

  return {
    emit(event, value) {
      if (!MOMENTARY_EVENTS.has(event)) latest.set(event, value);
      events.emit(event, value);
    },
    subscribe: (event, listener) => events.subscribe(event, listener),
    latest(event) {
      return latest.get(event) as BridgeEvents[typeof event] | undefined;
    },
  };
}

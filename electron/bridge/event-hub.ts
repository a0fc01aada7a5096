import type { BridgeEvent, BridgeEvents } from '../../shared/bridge/contract.ts';
import { silentLogger, type Logger } from '../log/logger.ts';

/**
 * Where main's core publishes the events of the contract (session changes, sign-in progress,
 * credit samples) and where the hosts pick them up to forward to their renderer. It remembers the
 * latest value of each event so a host can bring a (re)connecting renderer up to date.
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
  const log = options.log ?? silentLogger;
  // Keyed by event; the typed `subscribe`/`emit` signatures keep each set's values consistent.
  const listeners = new Map<BridgeEvent, Set<(value: unknown) => void>>();
  const latest = new Map<BridgeEvent, unknown>();

  return {
    emit(event, value) {
      latest.set(event, value);
      // A copy: a listener may unsubscribe itself (or another) while we iterate.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(value);
        } catch (error) {
          // One broken subscriber (a closed socket, a destroyed window) must not starve the rest.
          log.error('event listener failed', {
            event,
            error: error instanceof Error ? error.message : typeof error,
          });
        }
      }
    },
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      // A fresh function per subscription: subscribing the same listener twice gives two
      // independent subscriptions, each removed by its own unsubscribe.
      const entry = (value: unknown): void => listener(value as BridgeEvents[typeof event]);
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    latest(event) {
      return latest.get(event) as BridgeEvents[typeof event] | undefined;
    },
  };
}

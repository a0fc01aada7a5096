/**
 * The one way the app fans a value out to listeners, in every process: a listener that throws
 * cannot stop the others or the caller (it is reported instead), a listener may unsubscribe
 * itself or another while a value is delivered, and subscribing the same function twice gives
 * two subscriptions, each ended by its own unsubscribe.
 */

/** Told about a listener that threw; `name` is the emitter's or the event's. */
export type ListenerErrorHandler = (error: unknown, name: string) => void;

export interface Emitter<T> {
  readonly emit: (value: T) => void;
  /** Returns the unsubscribe function. */
  readonly subscribe: (listener: (value: T) => void) => () => void;
}

export function createEmitter<T>(onListenerError: ListenerErrorHandler, name: string): Emitter<T> {
  const entries = new Set<{ readonly listener: (value: T) => void }>();
  return {
    emit: (value) => {
      for (const entry of [...entries]) {
        if (!entries.has(entry)) continue;
        try {
          entry.listener(value);
        } catch (error) {
          onListenerError(error, name);
        }
      }
    },
    subscribe: (listener) => {
      const entry = { listener };
      entries.add(entry);
      return () => {
        entries.delete(entry);
      };
    },
  };
}

/** One emitter per event of an events map (`{ session: SessionSnapshot, … }`). */
export interface EventEmitter<M> {
  emit<K extends keyof M & string>(event: K, value: M[K]): void;
  subscribe<K extends keyof M & string>(event: K, listener: (value: M[K]) => void): () => void;
}

export function createEventEmitter<M>(onListenerError: ListenerErrorHandler): EventEmitter<M> {
  // Each entry is the emitter of its key's value type; the typed emit/subscribe keep them so.
  const emitters = new Map<keyof M, unknown>();
  const emitterOf = <K extends keyof M & string>(event: K): Emitter<M[K]> => {
    const existing = emitters.get(event) as Emitter<M[K]> | undefined;
    if (existing) return existing;
    const created = createEmitter<M[K]>(onListenerError, event);
    emitters.set(event, created);
    return created;
  };
  return {
    emit: (event, value) => emitterOf(event).emit(value),
    subscribe: (event, listener) => emitterOf(event).subscribe(listener),
  };
}

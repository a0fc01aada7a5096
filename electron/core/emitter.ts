import type { Logger } from '../log/logger.ts';

/** A listener set whose one failing listener cannot stop the others (or the caller). */
export interface Emitter<T> {
  readonly emit: (value: T) => void;
  readonly subscribe: (listener: (value: T) => void) => () => void;
}

export function createEmitter<T>(log: Logger, name: string): Emitter<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    emit: (value) => {
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch {
          log.error('A listener threw', { event: name });
        }
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

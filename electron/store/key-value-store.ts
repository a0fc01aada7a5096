/**
 * The small synchronous key-value surface main needs from electron-store (get/set/delete), so the
 * vault and the profile list are tested with an in-memory map and wired to electron-store later.
 * Values must be plain JSON data.
 */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

/** In-memory store for tests and for runs where nothing may touch the disk. */
export function createMemoryStore(initial: Readonly<Record<string, unknown>> = {}): KeyValueStore {
  const entries = new Map<string, unknown>(Object.entries(initial).map(([k, v]) => [k, clone(v)]));
  return {
    get: (key) => clone(entries.get(key)),
    set: (key, value) => {
      entries.set(key, clone(value));
    },
    delete: (key) => {
      entries.delete(key);
    },
  };
}

// electron-store serialises to JSON; copying through JSON keeps the fake honest about that.
function clone(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

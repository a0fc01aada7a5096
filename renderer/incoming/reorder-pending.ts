/**
 * PO numbers sent but not known to be created, kept on this computer (localStorage) for a day, by
 * what the PO orders (vendor, warehouse and SKUs). If Floorboard stops between sending a create and
 * its reply, the same draft drawn again takes the same number, and the number is looked up before
 * anything is sent: the PO is never created twice.
 */
export interface PendingStore {
  readonly get: (signature: string) => string | null;
  readonly put: (signature: string, poNumber: string) => void;
  readonly drop: (signature: string) => void;
}

const KEY = 'floorboard.reorder.pending';
const KEEP_MS = 86_400_000;

interface Entry {
  readonly poNumber: string;
  readonly at: number;
}

/** What a drafted PO orders, independent of quantities: the same products from the same vendor. */
export function draftSignature(vendorId: string, warehouseId: string, skus: readonly string[]) {
  return `${vendorId}@${warehouseId}:${[...skus].sort().join(',')}`;
}

function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry['poNumber'] === 'string' && typeof entry['at'] === 'number';
}

export function pendingStore(storage: Storage | null, now: () => number): PendingStore {
  const read = (): Map<string, Entry> => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}');
      const entries = typeof parsed === 'object' && parsed !== null ? Object.entries(parsed) : [];
      return new Map(
        entries.filter((e): e is [string, Entry] => isEntry(e[1]) && now() - e[1].at < KEEP_MS),
      );
    } catch {
      return new Map();
    }
  };
  const write = (entries: Map<string, Entry>): void => {
    try {
      storage?.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
    } catch {
      // A full or absent storage only loses the recovery after a crash, never a PO.
    }
  };
  return {
    get: (signature) => read().get(signature)?.poNumber ?? null,
    put: (signature, poNumber) => write(read().set(signature, { poNumber, at: now() })),
    drop: (signature) => {
      const entries = read();
      entries.delete(signature);
      write(entries);
    },
  };
}

/** The app's store: the page's localStorage where there is one. */
export function browserPendingStore(): PendingStore {
  const storage = typeof localStorage === 'undefined' ? null : localStorage;
  return pendingStore(storage, () => Date.now());
}

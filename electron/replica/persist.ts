/**
 * The replica at rest (docs/replica.md): the whole catalogue and its refresh marks as one JSON
 * document, sealed with the refresh tokens' safeStorage scheme (electron/store/sealed-text.ts).
 * Without a usable keyring nothing is written and the replica lives for this run only. A file
 * that cannot be used — unreadable, written by another keyring, undecryptable, damaged, of
 * another account or of a newer format — is deleted and the replica is synced again.
 * Saves, loads and removals of one profile's file run one after another, so a removal (sign-out)
 * waits for a save being encrypted, and a save its caller no longer wants is not written.
 */
import { z } from 'zod';
import type { MemoryOnlyReason } from '../../shared/bridge/session.ts';
import type { ReplicaProduct, ReplicaStorage } from '../../shared/replica/types.ts';
import { probeStorage, seal, unseal, type UnsealFailure } from '../store/sealed-text.ts';
import type { SecretCipher } from '../store/secret-cipher.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { NO_MARKS, type Marks } from './catalogue.ts';
import { replicaFileName, type ReplicaFiles } from './replica-files.ts';
import { fromColumns, toColumns } from '../../shared/replica/replica-columns.ts';
import { fromTuples } from './replica-tuples.ts';

export const REPLICA_FORMAT = 'floorboard-replica';
/**
 * 4: products as columns (replica-columns.ts). Still read: 3, products as field arrays with their
 * currency (replica-tuples.ts), 2, the same without currency, and 1, products as objects. A file
 * of format 1 or 2 loads at once, its prices
 * without currency, and its products mark is dropped: the next refresh lists every product again
 * in the background (what the first sync costs, while the copy keeps answering) and so fills the
 * currencies in. Discarding it instead would leave the user without search for that long.
 */
export const REPLICA_FORMAT_VERSION = 4;

const stock = z.object({
  warehouseId: z.string(),
  warehouseLabel: z.string().nullable(),
  onHand: z.number(),
  allocated: z.number(),
  available: z.number(),
  backorder: z.number(),
  reorderLevel: z.number(),
  reorderAmount: z.number(),
  updatedAt: z.string().nullable(),
});
const product = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  barcode: z.string().nullable(),
  price: z.string().nullable(),
  value: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  stock: z.array(stock),
});
const streamMark = z.object({ mark: z.string().nullable(), closed: z.boolean() });
const envelope = {
  format: z.literal(REPLICA_FORMAT),
  account: z.string(),
  savedAt: z.number(),
  listedAt: z.number(),
  marks: z.object({ products: streamMark, stock: streamMark }),
};
/**
 * Formats 2 to 4: the products are checked value by value by `fromTuples` / `fromColumns` (here
 * they are only passed on: a schema over 20,000 products would copy them).
 */
const document = z.object({
  ...envelope,
  version: z.union([z.literal(2), z.literal(3), z.literal(REPLICA_FORMAT_VERSION)]),
  products: z.unknown(),
});
const documentV1 = z.object({ ...envelope, version: z.literal(1), products: z.array(product) });
const header = z.object({ format: z.literal(REPLICA_FORMAT), version: z.number() });

export interface SavedReplica {
  readonly products: ReplicaProduct[];
  readonly marks: Marks;
  /** ms since the epoch: when the replica was last refreshed. */
  readonly savedAt: number;
  /** When every product was last listed (first sync or reconciliation). */
  readonly listedAt: number;
}

export type DiscardReason = UnsealFailure | 'damaged' | 'other-account' | 'newer-version';

export type LoadResult =
  | { readonly status: 'loaded'; readonly replica: SavedReplica }
  | { readonly status: 'none' }
  | { readonly status: 'discarded'; readonly reason: DiscardReason };

export interface ReplicaStore {
  /** Whether the replica is written to disk on this machine, and if not, why (for the UI). */
  storage(): Promise<ReplicaStorage>;
  /** `account` identifies who the replica belongs to; another account's file is discarded. */
  load(profileId: string, account: string): Promise<LoadResult>;
  /**
   * Returns false when nothing was written (memory only, the write failed, or `wanted` said no
   * once it was this save's turn and again once the text was encrypted).
   */
  save(
    profileId: string,
    account: string,
    replica: SavedReplica,
    wanted?: () => boolean,
  ): Promise<boolean>;
  /** Waits for the profile's pending saves, then deletes its file. */
  remove(profileId: string): Promise<void>;
}

const MEMORY_ONLY: Record<MemoryOnlyReason, string> = {
  'encryption-unavailable': 'Secure storage is not available on this computer',
  'basic-text': 'No system keyring was found',
  'backend-unknown': 'Secure storage is not ready yet',
  'encryption-failed': 'Secure storage could not encrypt the catalogue',
  'write-failed': 'The catalogue could not be saved to disk',
};
const AFTER_RESTART =
  ', so the catalogue copy is kept in memory only and downloaded again after Floorboard restarts.';

export function createReplicaStore(options: {
  readonly cipher: SecretCipher;
  readonly files: ReplicaFiles;
  readonly log?: Logger;
}): ReplicaStore {
  const { cipher, files } = options;
  const log = options.log ?? silentLogger;
  let failure: MemoryOnlyReason | null = null;
  /** Per profile: the last queued file job, settled or not. */
  const queues = new Map<string, Promise<unknown>>();

  /** Runs `job` after the profile's earlier file jobs, whatever their outcome. */
  const inTurn = <T>(profileId: string, job: () => Promise<T>): Promise<T> => {
    const done = (queues.get(profileId) ?? Promise.resolve()).then(job, job);
    const settled = done.catch(() => undefined);
    queues.set(profileId, settled);
    void settled.then(() => {
      if (queues.get(profileId) === settled) queues.delete(profileId);
    });
    return done;
  };

  const probe = async () => {
    const probed = await probeStorage(cipher);
    if (!probed.usable) return probed;
    return failure === null ? probed : { usable: false as const, reason: failure };
  };

  const discard = async (profileId: string, reason: DiscardReason): Promise<LoadResult> => {
    log.warn('Discarded a replica file that cannot be used', { reason });
    await files.remove(replicaFileName(profileId)).catch(() => undefined);
    return { status: 'discarded', reason };
  };

  return {
    async storage() {
      const probed = await probe();
      return probed.usable
        ? { persistence: 'stored' }
        : { persistence: 'memory-only', message: `${MEMORY_ONLY[probed.reason]}${AFTER_RESTART}` };
    },
    load: (profileId, account) => inTurn(profileId, () => loadNow(profileId, account)),
    save: (profileId, account, replica, wanted = () => true) => {
      const text = JSON.stringify({
        format: REPLICA_FORMAT,
        version: REPLICA_FORMAT_VERSION,
        account,
        ...replica,
        products: toColumns(replica.products),
      });
      return inTurn(profileId, () => saveNow(profileId, text, wanted));
    },
    remove: (profileId) => inTurn(profileId, () => files.remove(replicaFileName(profileId))),
  };

  async function loadNow(profileId: string, account: string): Promise<LoadResult> {
    let raw: string | undefined;
    try {
      raw = await files.read(replicaFileName(profileId));
    } catch {
      return discard(profileId, 'unreadable');
    }
    if (raw === undefined) return { status: 'none' };
    const probed = await probe();
    // Without a keyring the file cannot be opened, and nothing may stay on disk unencrypted.
    if (!probed.usable) return discard(profileId, 'backend-changed');
    let sealed: unknown;
    try {
      sealed = JSON.parse(raw);
    } catch {
      return discard(profileId, 'unreadable');
    }
    const opened = await unseal(cipher, sealed, probed.backend);
    if (!opened.ok) return discard(profileId, opened.reason);
    let plain: unknown;
    try {
      plain = JSON.parse(opened.text);
    } catch {
      return discard(profileId, 'damaged');
    }
    const head = header.safeParse(plain);
    if (head.success && head.data.version > REPLICA_FORMAT_VERSION) {
      return discard(profileId, 'newer-version');
    }
    const parsed =
      head.success && head.data.version === 1
        ? documentV1.safeParse(plain)
        : document.safeParse(plain);
    if (!parsed.success) return discard(profileId, 'damaged');
    if (parsed.data.account !== account) return discard(profileId, 'other-account');
    const { savedAt, listedAt, version } = parsed.data;
    const products =
      parsed.data.version === 1
        ? parsed.data.products.map((p) => ({ ...p, currency: null }))
        : parsed.data.version === REPLICA_FORMAT_VERSION
          ? fromColumns(parsed.data.products)
          : fromTuples(parsed.data.products, parsed.data.version);
    if (products === null) return discard(profileId, 'damaged');
    // Formats 3 and 4 keep currencies: their products mark stands.
    const marks: Marks =
      version >= 3 ? parsed.data.marks : { ...parsed.data.marks, products: NO_MARKS.products };
    return { status: 'loaded', replica: { products, marks, savedAt, listedAt } };
  }

  async function saveNow(profileId: string, text: string, wanted: () => boolean): Promise<boolean> {
    if (!wanted()) return false;
    const probed = await probe();
    if (!probed.usable) return false;
    try {
      const record = await seal(cipher, text, probed.backend);
      // Signed out (or switched) while this was encrypted: nothing may reach the disk now.
      if (!wanted()) return false;
      await files.write(replicaFileName(profileId), JSON.stringify(record));
      return true;
    } catch {
      failure = 'write-failed';
      log.error('Saving the replica failed; keeping it in memory only');
      await files.remove(replicaFileName(profileId)).catch(() => undefined);
      return false;
    }
  }
}

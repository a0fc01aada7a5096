/**
 * The replica at rest (docs/replica.md): the whole catalogue and its refresh marks as one JSON
 * document, sealed with the refresh tokens' safeStorage scheme (electron/store/sealed-text.ts),
 * with a SHA-256 of the sealed blob beside it so a copy damaged on disk is known as damaged.
 * Without a usable keyring nothing is written and the replica lives for this run only. A file
 * that cannot be used — unreadable, written by another keyring, undecryptable, damaged, of
 * another account or of a newer format — is deleted and the replica is synced again; a damaged one
 * first falls back to the copy the last save replaced, when that one is whole.
 * Only the process holding the profile's claim (replica-files.ts) writes or deletes its files; a
 * second one reads the copy and keeps its own in memory. A failed save keeps the copy on disk.
 * Saves, loads and removals of one profile's file run one after another, so a removal (sign-out)
 * waits for a save being encrypted, and a save its caller no longer wants is not written.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ReplicaProduct, ReplicaStorage } from '../../shared/replica/types.ts';
import type { Result } from '../../shared/result.ts';
import {
  probeStorage,
  seal,
  unseal,
  type StoredSecret,
  type UnsealFailure,
} from '../store/sealed-text.ts';
import type { SecretCipher } from '../store/secret-cipher.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { createKeyedQueue } from '../sequence/keyed-queue.ts';
import { NO_MARKS, type Marks } from './catalogue.ts';
import { errorCode } from '../disk/error-code.ts';
import { replicaFileName, type FileClaim, type ReplicaFiles } from './replica-files.ts';
import { describeStorage } from './describe-storage.ts';
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
/** The refresh marks as saved (the image store's saves carry them too). */
export const savedMarks = z.object({ products: streamMark, stock: streamMark });
const envelope = {
  format: z.literal(REPLICA_FORMAT),
  account: z.string(),
  savedAt: z.number(),
  listedAt: z.number(),
  marks: savedMarks,
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

/** `read-failed`: the disk would not give the file (it is kept: that may pass). */
export type DiscardReason =
  UnsealFailure | 'damaged' | 'other-account' | 'newer-version' | 'read-failed';

export type LoadResult =
  | {
      readonly status: 'loaded';
      readonly replica: SavedReplica;
      /** Set when the file was unusable and the copy it replaced was loaded instead. */
      readonly fellBackFrom?: DiscardReason;
    }
  | { readonly status: 'none' }
  | { readonly status: 'discarded'; readonly reason: DiscardReason };

/** `not-written`: memory only, another process holds the file, or the caller no longer wanted it. */
export type SaveOutcome = 'saved' | 'not-written' | 'failed';

export interface ReplicaStore {
  /** Whether the profile's replica is written to disk, and if not, why (for the UI). */
  storage(profileId: string): Promise<ReplicaStorage>;
  /**
   * Claims the profile's file for this process (when no other holds it) and reads it. `account`
   * identifies who the replica belongs to; another account's file is discarded.
   */
  load(profileId: string, account: string): Promise<LoadResult>;
  /**
   * Writes the copy, unless memory only, another process holds the file, or `wanted` said no once
   * it was this save's turn and again once the text was encrypted. A failed write keeps the file
   * on disk as it was, and the next save tries again.
   */
  save(
    profileId: string,
    account: string,
    replica: SavedReplica,
    wanted?: () => boolean,
  ): Promise<SaveOutcome>;
  /** Waits for the profile's pending saves, then deletes its file and its previous copy. */
  remove(profileId: string): Promise<void>;
  /** Lets go of the profile's file (sign-out, another profile, quit) after its pending jobs. */
  release(profileId: string): Promise<void>;
}

/** Reasons a damaged or unreadable file may be stood in for by the copy its last save replaced. */
const FALLS_BACK: ReadonlySet<DiscardReason> = new Set<DiscardReason>([
  'read-failed',
  'unreadable',
  'undecryptable',
  'damaged',
]);

/** The file as written: the sealed record and a digest of it. */
function fileText(record: StoredSecret): string {
  return JSON.stringify({ ...record, sha256: digest(record) });
}

/** Over every field of the record, so no flipped byte reads as another keyring or version. */
function digest(record: Partial<Record<keyof StoredSecret, unknown>>): string {
  const fields = [record.v, record.scheme, record.backend, record.blob].map((field) =>
    JSON.stringify(field ?? null),
  );
  return createHash('sha256').update(fields.join('\n'), 'utf8').digest('hex');
}

/** False when the file carries a digest its record does not match (older files carry none). */
function digestHolds(sealed: unknown): boolean {
  if (typeof sealed !== 'object' || sealed === null || !('sha256' in sealed)) return true;
  return sealed.sha256 === digest(sealed as Partial<Record<keyof StoredSecret, unknown>>);
}

/** A copy read and checked through, or why not ('none': there is no copy). */
type Opened = Result<SavedReplica, DiscardReason | 'none'>;

export function createReplicaStore(options: {
  readonly cipher: SecretCipher;
  readonly files: ReplicaFiles;
  readonly log?: Logger;
}): ReplicaStore {
  const { cipher, files } = options;
  const log = options.log ?? silentLogger;
  /** Per profile: the last save's error code when it failed (cleared by one that lands). */
  const failed = new Map<string, { readonly code: string | undefined }>();
  /** Profiles with a good copy on disk, loaded or saved by this process. */
  const onDisk = new Set<string>();
  /** Per profile: this process's claim on its file, once asked for. */
  const claims = new Map<string, FileClaim>();

  /** Runs a job after the profile's earlier file jobs, whatever their outcome. */
  const inTurn = createKeyedQueue();

  /**
   * Claims the profile's file once held; one another process holds is asked for again at the next
   * load or save, so this process saves once that one has quit.
   */
  const claim = async (profileId: string): Promise<FileClaim> => {
    const known = claims.get(profileId);
    if (known?.held) return known;
    const taken = await files
      .claim(replicaFileName(profileId))
      .catch((): FileClaim => ({ held: false, why: 'failed' }));
    if (!taken.held)
      log.warn('The replica file could not be claimed; not saving it', { why: taken.why });
    claims.set(profileId, taken);
    return taken;
  };
  const holds = (profileId: string): boolean => claims.get(profileId)?.held === true;

  return {
    storage: (profileId) =>
      describeStorage(cipher, {
        claim: claims.get(profileId),
        failure: failed.get(profileId),
        savedBefore: onDisk.has(profileId),
      }),
    load: (profileId, account) =>
      inTurn(profileId, async () => {
        // Without a keyring nothing is written, so there is nothing to claim.
        if ((await probeStorage(cipher)).usable) await claim(profileId);
        const result = await loadNow(profileId, account);
        if (result.status === 'loaded') onDisk.add(profileId);
        return result;
      }),
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
    remove: (profileId) =>
      inTurn(profileId, () => {
        onDisk.delete(profileId);
        return files.remove(replicaFileName(profileId));
      }),
    release: (profileId) =>
      inTurn(profileId, async () => {
        const claimed = claims.get(profileId);
        claims.delete(profileId);
        if (claimed?.held) await claimed.release();
      }),
  };

  /** Reads one copy and checks it through; never throws. */
  async function open(read: () => Promise<string | undefined>, account: string): Promise<Opened> {
    let raw: string | undefined;
    try {
      raw = await read();
    } catch {
      return { ok: false, error: 'read-failed' };
    }
    if (raw === undefined) return { ok: false, error: 'none' };
    const probed = await probeStorage(cipher);
    // Without a keyring the file cannot be opened, and nothing may stay on disk unencrypted.
    if (!probed.usable) return { ok: false, error: 'backend-changed' };
    let sealed: unknown;
    try {
      sealed = JSON.parse(raw);
    } catch {
      return { ok: false, error: 'unreadable' };
    }
    if (!digestHolds(sealed)) return { ok: false, error: 'damaged' };
    const opened = await unseal(cipher, sealed, probed.backend);
    if (!opened.ok) return { ok: false, error: opened.error };
    let plain: unknown;
    try {
      plain = JSON.parse(opened.value.text);
    } catch {
      return { ok: false, error: 'damaged' };
    }
    const head = header.safeParse(plain);
    if (head.success && head.data.version > REPLICA_FORMAT_VERSION) {
      return { ok: false, error: 'newer-version' };
    }
    const parsed =
      head.success && head.data.version === 1
        ? documentV1.safeParse(plain)
        : document.safeParse(plain);
    if (!parsed.success) return { ok: false, error: 'damaged' };
    if (parsed.data.account !== account) return { ok: false, error: 'other-account' };
    const { savedAt, listedAt, version } = parsed.data;
    const products =
      parsed.data.version === 1
        ? parsed.data.products.map((p) => ({ ...p, currency: null }))
        : parsed.data.version === REPLICA_FORMAT_VERSION
          ? fromColumns(parsed.data.products)
          : fromTuples(parsed.data.products, parsed.data.version);
    if (products === null) return { ok: false, error: 'damaged' };
    // Formats 3 and 4 keep currencies: their products mark stands.
    const marks: Marks =
      version >= 3 ? parsed.data.marks : { ...parsed.data.marks, products: NO_MARKS.products };
    return { ok: true, value: { products, marks, savedAt, listedAt } };
  }

  async function loadNow(profileId: string, account: string): Promise<LoadResult> {
    const name = replicaFileName(profileId);
    // A second process only reads: the files are the claim holder's to delete.
    const mine = holds(profileId);
    const current = await open(() => files.read(name), account);
    if (current.ok) return { status: 'loaded', replica: current.value };
    if (current.error !== 'none' && !FALLS_BACK.has(current.error)) {
      return discard(current.error, mine && (() => files.remove(name)));
    }
    const previous = await open(() => files.readPrevious(name), account);
    if (previous.ok) {
      if (current.error === 'none') return { status: 'loaded', replica: previous.value };
      log.warn('The replica file could not be used; loaded the copy it replaced', {
        reason: current.error,
      });
      // The damaged file goes, so the next save does not keep it as the previous copy. One that
      // merely could not be read is left: that may pass.
      if (mine && current.error !== 'read-failed') {
        await files.removeCurrent(name).catch(() => undefined);
      }
      return { status: 'loaded', replica: previous.value, fellBackFrom: current.error };
    }
    const reason = current.error === 'none' ? previous.error : current.error;
    if (reason === 'none') return { status: 'none' };
    return discard(reason, mine && reason !== 'read-failed' && (() => files.remove(name)));
  }

  async function discard(
    reason: DiscardReason,
    remove: false | (() => Promise<void>),
  ): Promise<LoadResult> {
    log.warn('Discarded a replica file that cannot be used', { reason });
    if (remove) await remove().catch(() => undefined);
    return { status: 'discarded', reason };
  }

  async function saveNow(
    profileId: string,
    text: string,
    wanted: () => boolean,
  ): Promise<SaveOutcome> {
    if (!wanted()) return 'not-written';
    const probed = await probeStorage(cipher);
    if (!probed.usable) return 'not-written';
    if (!(await claim(profileId)).held) return 'not-written';
    let record;
    try {
      record = await seal(cipher, text, probed.backend);
    } catch {
      log.error('Encrypting the replica failed; the saved copy is kept');
      failed.set(profileId, { code: undefined });
      return 'failed';
    }
    // Signed out (or switched) while this was encrypted: nothing may reach the disk now.
    if (!wanted()) return 'not-written';
    try {
      await files.write(replicaFileName(profileId), fileText(record));
    } catch (error) {
      // The file on disk is as it was before this save: the copy is not lost, only not updated.
      const code = errorCode(error);
      failed.set(profileId, { code });
      log.error('Saving the replica failed; the saved copy is kept', { code });
      return 'failed';
    }
    failed.delete(profileId);
    onDisk.add(profileId);
    return 'saved';
  }
}

/**
 * The brief at rest: one sealed file per profile beside the catalogue copy's, written the same
 * way (electron/replica/replica-files.ts over electron/disk's durable replace: a whole new file or
 * the old one, never half) and sealed with the same safeStorage scheme, with a digest so a file
 * damaged on disk is known as damaged. Without a keyring nothing is written: the brief then lives
 * for this run. A file that cannot be used (damaged, another account's, another keyring's, a
 * newer format) is deleted and the next refresh starts a first brief: nothing else is lost.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { BRIEF_KINDS } from '../../shared/brief/brief.ts';
import { HOLD_NAMES, type HoldKey } from '../../shared/orders/holds.ts';
import type { ReplicaFiles } from '../replica/replica-files.ts';
import {
  parseSealed,
  probeStorage,
  seal,
  unseal,
  type StoredSecret,
} from '../store/sealed-text.ts';
import type { SecretCipher } from '../store/secret-cipher.ts';
import { BRIEF_MEMORY_VERSION, type BriefMemory } from './brief-memory.ts';

export const BRIEF_FORMAT = 'floorboard-brief';

export function briefFileName(profileId: string): string {
  return `brief-${Buffer.from(profileId, 'utf8').toString('base64url')}.json`;
}

const item = z.object({ id: z.string(), label: z.string(), detail: z.string(), at: z.string() });
const entry = z.object({ key: z.string(), ms: z.number(), item });
const holdKey = z.enum(Object.keys(HOLD_NAMES) as [HoldKey, ...HoldKey[]]);
const cursor = z.object({
  orders: z.string(),
  changes: z.string(),
  shipments: z.string(),
  returns: z.string(),
});
const line = z.object({
  quantity_received: z.number().nullable(),
  updated_at: z.string().nullable(),
});

const memorySchema = z.object({
  v: z.literal(BRIEF_MEMORY_VERSION),
  sinceMs: z.number(),
  cursor: cursor.nullable(),
  updatedAt: z.string().nullable(),
  state: z.enum(['fresh', 'stale', 'error']),
  error: z.string().nullable(),
  lines: z.record(z.enum(BRIEF_KINDS), z.array(entry)),
  missing: z.record(z.string(), z.string()),
  watchOrders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      due: z.string().nullable(),
      holds: z.array(holdKey),
    }),
  ),
  // Absent from files written before it was kept: read once at the next refresh.
  knownHolds: z.record(z.string(), z.array(holdKey)).nullable().default(null),
  watchedStatuses: z.array(z.string()).nullable().default(null),
  watchReturns: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      orderId: z.string(),
      status: z.string().nullable(),
      lines: z.array(line),
    }),
  ),
  returnsScanMs: z.number(),
  posSeen: z.array(z.string()),
  pendingCrossings: z.array(
    z.object({
      id: z.string(),
      sku: z.string(),
      warehouseId: z.string(),
      previousOnHand: z.number(),
      change: z.number(),
      at: z.string(),
    }),
  ),
  // Absent from files written before it was kept: nothing was dropped.
  dropped: z.partialRecord(z.enum(BRIEF_KINDS), z.number()).default({}),
  alerted: z.array(z.string()),
  lastRefreshCredits: z.number(),
  dayCredits: z.number(),
});

const documentSchema = z.object({
  format: z.literal(BRIEF_FORMAT),
  account: z.string(),
  memory: z.unknown(),
});

export type BriefLoad =
  | { readonly status: 'loaded'; readonly memory: BriefMemory }
  | { readonly status: 'none' }
  | { readonly status: 'discarded'; readonly reason: string };

export interface BriefStore {
  load(profileId: string, account: string): Promise<BriefLoad>;
  /** False when nothing was written (no keyring, or the disk refused: the old file stays). */
  save(profileId: string, account: string, memory: BriefMemory): Promise<boolean>;
  remove(profileId: string): Promise<void>;
}

function digest(record: StoredSecret): string {
  const fields = [record.v, record.scheme, record.backend, record.blob].map((f) =>
    JSON.stringify(f),
  );
  return createHash('sha256').update(fields.join('\n'), 'utf8').digest('hex');
}

export function createBriefStore(options: {
  readonly cipher: SecretCipher;
  readonly files: ReplicaFiles;
}): BriefStore {
  const { cipher, files } = options;

  async function open(raw: string, account: string): Promise<BriefMemory | string> {
    const probed = await probeStorage(cipher);
    if (!probed.usable) return 'no-keyring';
    let sealed: unknown;
    try {
      sealed = JSON.parse(raw);
    } catch {
      return 'unreadable';
    }
    const record = parseSealed(sealed);
    const written = z.object({ sha256: z.string() }).safeParse(sealed);
    if (!record || !written.success || written.data.sha256 !== digest(record)) return 'damaged';
    const opened = await unseal(cipher, sealed, probed.backend);
    if (!opened.ok) return opened.error;
    let plain: unknown;
    try {
      plain = JSON.parse(opened.value.text);
    } catch {
      return 'damaged';
    }
    const document = documentSchema.safeParse(plain);
    if (!document.success) return 'damaged';
    if (document.data.account !== account) return 'other-account';
    const memory = memorySchema.safeParse(document.data.memory);
    if (!memory.success) return 'damaged';
    const kept: BriefMemory = memory.data;
    return kept;
  }

  return {
    async load(profileId, account) {
      const name = briefFileName(profileId);
      let raw: string | undefined;
      try {
        raw = await files.read(name);
      } catch {
        return { status: 'discarded', reason: 'read-failed' };
      }
      if (raw === undefined) return { status: 'none' };
      const opened = await open(raw, account);
      if (typeof opened !== 'string') return { status: 'loaded', memory: opened };
      if (opened !== 'no-keyring') await files.remove(name).catch(() => undefined);
      return { status: 'discarded', reason: opened };
    },
    async save(profileId, account, memory) {
      const probed = await probeStorage(cipher);
      if (!probed.usable) return false;
      const text = JSON.stringify({ format: BRIEF_FORMAT, account, memory });
      try {
        const record = await seal(cipher, text, probed.backend);
        await files.write(
          briefFileName(profileId),
          JSON.stringify({ ...record, sha256: digest(record) }),
        );
        return true;
      } catch {
        return false;
      }
    },
    remove: (profileId) => files.remove(briefFileName(profileId)).catch(() => undefined),
  };
}

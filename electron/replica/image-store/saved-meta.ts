/**
 * The meta saved with an image and with each change (catalogue-store.ts's `SavedMeta`), as JSON,
 * checked value by value when read back. `v` is the version of what the store puts in a body or
 * a change record: one a newer Floorboard wrote is told apart from damage.
 */
import { z } from 'zod';
import { savedMarks } from '../persist.ts';
import type { Result } from '../../../shared/result.ts';
import type { SavedMeta } from './catalogue-store.ts';

export const STORE_FORMAT_VERSION = 1;

export const savedMeta = z.object({
  marks: savedMarks,
  savedAt: z.number(),
  listedAt: z.number(),
});

/** Only the meta's own fields: a caller's object may carry more. */
export const metaOf = (meta: SavedMeta): SavedMeta => ({
  marks: { products: meta.marks.products, stock: meta.marks.stock },
  savedAt: meta.savedAt,
  listedAt: meta.listedAt,
});

/** Why saved bytes of the store's did not decode. */
export type StoreDecodeFailure = 'damaged' | 'newer-version';

/** `v` of a parsed JSON value, told apart: newer than this version reads, or not there at all. */
export function versionOf(value: unknown): StoreDecodeFailure | 'current' {
  if (typeof value !== 'object' || value === null || !('v' in value)) return 'damaged';
  if (value.v === STORE_FORMAT_VERSION) return 'current';
  return typeof value.v === 'number' && value.v > STORE_FORMAT_VERSION
    ? 'newer-version'
    : 'damaged';
}

/** UTF-8 JSON of the store's, read and checked against `schema`: its value, or why not. */
export function readStored<T>(
  bytes: Uint8Array,
  schema: z.ZodType<T>,
): Result<T, StoreDecodeFailure> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString());
  } catch {
    return { ok: false, error: 'damaged' };
  }
  const version = versionOf(parsed);
  if (version !== 'current') return { ok: false, error: version };
  const checked = schema.safeParse(parsed);
  return checked.success ? { ok: true, value: checked.data } : { ok: false, error: 'damaged' };
}

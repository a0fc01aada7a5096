/**
 * One saved change as the bytes of its record in the changes file (image-file/change-records.ts
 * seals them): UTF-8 JSON `{ v, products, removed, meta }`, the products as columns
 * (replica-columns.ts, as the JSON copy keeps them). Read back, every value is checked.
 */
import { z } from 'zod';
import { fromColumns, toColumns } from '../../../shared/replica/replica-columns.ts';
import type { Result } from '../../../shared/result.ts';
import type { SavedChange } from './catalogue-store.ts';
import {
  metaOf,
  readStored,
  savedMeta,
  STORE_FORMAT_VERSION,
  type StoreDecodeFailure,
} from './saved-meta.ts';

/** The products are checked by `fromColumns` (a schema over thousands would copy them). */
const record = z.object({
  products: z.unknown(),
  removed: z.array(z.string()),
  meta: savedMeta,
});

export function encodeChange(change: SavedChange): Buffer {
  const json = JSON.stringify({
    v: STORE_FORMAT_VERSION,
    products: toColumns(change.products),
    removed: change.removed,
    meta: metaOf(change.meta),
  });
  return Buffer.from(json, 'utf8');
}

export function decodeChange(bytes: Uint8Array): Result<SavedChange, StoreDecodeFailure> {
  const read = readStored(bytes, record);
  if (!read.ok) return read;
  const products = fromColumns(read.value.products);
  if (products === null) return { ok: false, error: 'damaged' };
  return { ok: true, value: { products, removed: read.value.removed, meta: read.value.meta } };
}

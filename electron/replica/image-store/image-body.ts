/**
 * The body sealed in the image file (image-file/): the catalogue image's bytes, then its meta as
 * UTF-8 JSON (`{ v, marks, savedAt, listedAt }`), then the meta's length in bytes as 4 bytes,
 * little-endian. The meta goes after the image so a body is split from its end without reading
 * the image; the image is then copied into a buffer of its own, which starts at a multiple of 8
 * (the image's typed arrays view it), where in the file's buffer it follows the header.
 */
import type { Result } from '../../../shared/result.ts';
import type { SavedMeta } from './catalogue-store.ts';
import {
  metaOf,
  savedMeta,
  STORE_FORMAT_VERSION,
  readStored,
  type StoreDecodeFailure,
} from './saved-meta.ts';

const LENGTH_BYTES = 4;

export function packBody(bytes: Uint8Array, meta: SavedMeta): Buffer {
  const json = Buffer.from(JSON.stringify({ v: STORE_FORMAT_VERSION, ...metaOf(meta) }), 'utf8');
  const body = Buffer.allocUnsafe(bytes.length + json.length + LENGTH_BYTES);
  body.set(bytes, 0);
  json.copy(body, bytes.length);
  body.writeUInt32LE(json.length, bytes.length + json.length);
  return body;
}

export interface UnpackedBody {
  /** The image's bytes in a buffer of their own. */
  readonly image: ArrayBuffer;
  readonly meta: SavedMeta;
}

/** The body was authenticated when opened: one that does not split was written so (or newer). */
export function unpackBody(body: Uint8Array): Result<UnpackedBody, StoreDecodeFailure> {
  const damaged = { ok: false, error: 'damaged' } as const;
  if (body.length < LENGTH_BYTES) return damaged;
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const metaLength = view.getUint32(body.length - LENGTH_BYTES, true);
  const metaAt = body.length - LENGTH_BYTES - metaLength;
  if (metaAt < 0) return damaged;
  const meta = readStored(body.subarray(metaAt, metaAt + metaLength), savedMeta);
  if (!meta.ok) return meta;
  const image = new Uint8Array(metaAt);
  image.set(body.subarray(0, metaAt));
  return { ok: true, value: { image: image.buffer, meta: meta.value } };
}

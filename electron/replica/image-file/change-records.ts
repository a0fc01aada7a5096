/**
 * The changes file that follows a catalogue image: small records appended after it, so a stock
 * change does not rewrite tens of megabytes. It starts with `FBCHANGE`, a version and the image's
 * key id; each record is
 *
 *   4  length L of the change (little-endian)
 *  12  nonce
 *   L  the change, AES-256-GCM with the image's data key
 *  16  tag
 *
 * and authenticates, besides itself, the file's start and its own position in the file, so a
 * record cannot move, be repeated or follow another image. Reading stops at the first record that
 * is cut short (a save killed mid-append) or does not authenticate: what comes before it is a
 * state that was saved.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ImageKey } from './image-seal.ts';
import { NONCE_BYTES, TAG_BYTES } from './image-header.ts';

const CHANGES_MAGIC = Buffer.from('FBCHANGE', 'latin1');
const CHANGES_VERSION = 1;
const ALGORITHM = 'aes-256-gcm';

/** The start of the changes file of the image sealed with `key`. */
export function changesStart(key: ImageKey): Buffer {
  const out = Buffer.alloc(CHANGES_MAGIC.length + 2 + key.id.length);
  CHANGES_MAGIC.copy(out, 0);
  out.writeUInt16LE(CHANGES_VERSION, CHANGES_MAGIC.length);
  out.set(key.id, CHANGES_MAGIC.length + 2);
  return out;
}

function aad(key: ImageKey, index: number): Buffer {
  const position = Buffer.alloc(4);
  position.writeUInt32LE(index, 0);
  return Buffer.concat([changesStart(key), position]);
}

/** Record number `index` (from 0) holding `change`. */
export function encodeRecord(key: ImageKey, index: number, change: Uint8Array): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key.key, nonce);
  cipher.setAAD(aad(key, index));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(change.length, 0);
  const body = Buffer.concat([cipher.update(change), cipher.final()]);
  return Buffer.concat([length, nonce, body, cipher.getAuthTag()]);
}

/**
 * Where the record after `changes` (read from the file of the image sealed with `key`) goes: a
 * caller that stops short of every record read starts writing after the last it kept.
 */
export function endAfter(key: ImageKey, changes: readonly Uint8Array[]): number {
  let end = changesStart(key).length;
  for (const change of changes) end += 4 + NONCE_BYTES + change.length + TAG_BYTES;
  return end;
}

export interface ReadChanges {
  readonly changes: readonly Buffer[];
  /**
   * Where the next record goes: after the last whole one. Null when the file is not this image's
   * (an older image's, or its start is damaged): the next change starts a new file.
   */
  readonly end: number | null;
}

export function readChanges(file: Buffer, key: ImageKey): ReadChanges {
  const start = changesStart(key);
  if (file.length < start.length || !file.subarray(0, start.length).equals(start)) {
    return { changes: [], end: null };
  }
  const changes: Buffer[] = [];
  let at = start.length;
  while (at + 4 + NONCE_BYTES + TAG_BYTES <= file.length) {
    const length = file.readUInt32LE(at);
    const bodyAt = at + 4 + NONCE_BYTES;
    const next = bodyAt + length + TAG_BYTES;
    if (next > file.length) break;
    const decipher = createDecipheriv(ALGORITHM, key.key, file.subarray(at + 4, bodyAt));
    decipher.setAAD(aad(key, changes.length));
    decipher.setAuthTag(file.subarray(bodyAt + length, next));
    try {
      changes.push(
        Buffer.concat([decipher.update(file.subarray(bodyAt, bodyAt + length)), decipher.final()]),
      );
    } catch {
      break;
    }
    at = next;
  }
  return { changes, end: at };
}

/**
 * AES-256-GCM over a body of tens of megabytes in one pass, a slice at a time, so no second copy
 * of the whole is made: encryption writes into the file's buffer, allocated once at its final
 * size; decryption writes the plain bytes back over the ciphertext they came from. A plain slice
 * is only handed out once the tag has been checked; on a bad tag the buffer is the caller's to
 * drop. Every 8 MB the work lets the event loop run (AES-GCM takes about 1 ms a MB of CPU here),
 * so main keeps answering the page while 100 MB are sealed; the bytes must not change meanwhile.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { setImmediate as turn } from 'node:timers/promises';

/** Big enough that the calls cost nothing, small enough that each output is a small garbage. */
const SLICE_BYTES = 1024 * 1024;
const ALGORITHM = 'aes-256-gcm';
/** Slices between two turns of the event loop. */
const SLICES_PER_TURN = 8;

interface Sealing {
  readonly key: Uint8Array;
  readonly nonce: Uint8Array;
  /** Authenticated with the body, not encrypted: the file's header. */
  readonly aad: Uint8Array;
}

const turnAfter = (slice: number): Promise<void> | undefined =>
  slice % SLICES_PER_TURN === SLICES_PER_TURN - 1 ? turn() : undefined;

/** Encrypts `plain` into `out` from `at`; resolves the tag. */
export async function encryptInto(
  sealing: Sealing,
  plain: Uint8Array,
  out: Buffer,
  at: number,
): Promise<Buffer> {
  const cipher = createCipheriv(ALGORITHM, sealing.key, sealing.nonce);
  cipher.setAAD(sealing.aad);
  let written = at;
  for (let slice = 0; slice * SLICE_BYTES < plain.length; slice++) {
    const from = slice * SLICE_BYTES;
    written += cipher.update(plain.subarray(from, from + SLICE_BYTES)).copy(out, written);
    await turnAfter(slice);
  }
  written += cipher.final().copy(out, written);
  if (written !== at + plain.length) throw new Error('The cipher did not give every byte back.');
  return cipher.getAuthTag();
}

/**
 * Decrypts `buffer[from, from + length)` in place with its tag; false when the tag does not hold
 * (damaged bytes, or another key), and then the bytes there are neither plain nor ciphertext.
 */
export async function decryptInPlace(
  sealing: Sealing,
  buffer: Buffer,
  from: number,
  length: number,
  tag: Uint8Array,
): Promise<boolean> {
  const decipher = createDecipheriv(ALGORITHM, sealing.key, sealing.nonce);
  decipher.setAAD(sealing.aad);
  decipher.setAuthTag(tag);
  let written = from;
  try {
    for (let slice = 0; slice * SLICE_BYTES < length; slice++) {
      const read = from + slice * SLICE_BYTES;
      const end = Math.min(read + SLICE_BYTES, from + length);
      // Never ahead of what is read: a slice's output is at most what came in so far.
      written += decipher.update(buffer.subarray(read, end)).copy(buffer, written);
      await turnAfter(slice);
    }
    written += decipher.final().copy(buffer, written);
  } catch {
    return false;
  }
  return written === from + length;
}

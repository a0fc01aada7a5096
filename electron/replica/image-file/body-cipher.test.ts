/**
 * The image body's cipher: one pass over slices, in place on the way back, the event loop let
 * run between slices.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptInPlace, encryptInto } from './body-cipher.ts';

const MB = 1024 * 1024;
const sealing = { key: randomBytes(32), nonce: randomBytes(12), aad: Buffer.from('header') };

describe('the body cipher', () => {
  it.each([0, 1, MB - 1, MB, 3 * MB + 17])(
    'gives %i bytes back, decrypted in place, only with the tag and header they were sealed with',
    async (size) => {
      const plain = randomBytes(size);
      const file = Buffer.alloc(4 + size);
      const tag = await encryptInto(sealing, plain, file, 4);
      expect(size < 64 || !file.subarray(4).equals(plain)).toBe(true);

      const copy = Buffer.from(file);
      expect(await decryptInPlace(sealing, copy, 4, size, tag)).toBe(true);
      expect(copy.subarray(4).equals(plain)).toBe(true);

      const otherHeader = { ...sealing, aad: Buffer.from('Header') };
      expect(await decryptInPlace(otherHeader, Buffer.from(file), 4, size, tag)).toBe(false);
      const flippedTag = Buffer.from(tag);
      flippedTag[0] = (flippedTag[0] ?? 0) ^ 1;
      expect(await decryptInPlace(sealing, Buffer.from(file), 4, size, flippedTag)).toBe(false);
    },
  );

  it('lets the event loop run while it works through a large body', async () => {
    const plain = randomBytes(32 * MB);
    const file = Buffer.alloc(plain.length);
    let turns = 0;
    const count = (): void => {
      turns++;
      if (turns < 1000) setImmediate(count);
    };
    setImmediate(count);
    const tag = await encryptInto(sealing, plain, file, 0);
    const whileSealing = turns;
    expect(whileSealing).toBeGreaterThanOrEqual(3);
    expect(await decryptInPlace(sealing, file, 0, file.length, tag)).toBe(true);
    expect(turns - whileSealing).toBeGreaterThanOrEqual(3);
  });
});

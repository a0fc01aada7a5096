import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRYPT_PARAMS,
  PIN_RULE,
  hashPin,
  isWellFormedPin,
  pinRecordSchema,
  verifyPin,
  type ScryptParams,
} from './admin-pin.ts';

// The cheapest cost the record schema accepts, so the tests stay quick.
const fast: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };

describe('administrator PIN', () => {
  it('hashes with the default scrypt cost and a random salt, and verifies', async () => {
    const record = await hashPin('482915');
    expect(record).toMatchObject({ algorithm: 'scrypt', ...DEFAULT_SCRYPT_PARAMS });
    expect(Buffer.from(record.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(record.hash, 'base64')).toHaveLength(32);
    expect(await verifyPin('482915', record)).toBe(true);
    expect(await verifyPin('482916', record)).toBe(false);
  });

  it('the same PIN gets a different salt and hash each time', async () => {
    const [a, b] = await Promise.all([
      hashPin('123456', { params: fast }),
      hashPin('123456', { params: fast }),
    ]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('is deterministic for a given salt (records verify on any machine)', async () => {
    const salt = Buffer.alloc(16, 7);
    const a = await hashPin('123456', { params: fast, salt });
    const b = await hashPin('123456', { params: fast, salt });
    expect(a).toEqual(b);
  });

  it.each(['', '12345', '1234567890123', '12 3456', 'abcdef', '１２３４５６'])(
    'refuses the malformed PIN %j',
    async (pin) => {
      expect(isWellFormedPin(pin)).toBe(false);
      await expect(hashPin(pin, { params: fast })).rejects.toThrow(PIN_RULE);
    },
  );

  it('a malformed or wrong-length attempt is simply wrong', async () => {
    const record = await hashPin('123456', { params: fast });
    expect(await verifyPin('', record)).toBe(false);
    expect(await verifyPin('1234567', record)).toBe(false);
    expect(await verifyPin('123456\n', record)).toBe(false);
  });

  it('rejects stored records whose cost is out of bounds or malformed', () => {
    const ok = {
      algorithm: 'scrypt',
      N: 2 ** 15,
      r: 8,
      p: 1,
      salt: 'A'.repeat(24),
      hash: 'B'.repeat(44),
    };
    expect(pinRecordSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, N: 2 ** 24 },
      { ...ok, N: 3 * 2 ** 14 },
      { ...ok, N: 2 ** 10 },
      { ...ok, r: 64 },
      { ...ok, p: 16 },
      { ...ok, salt: 'AAAA' },
      { ...ok, hash: 'not base64!' },
      { ...ok, algorithm: 'md5' },
      { ...ok, extra: 1 },
    ]) {
      expect(pinRecordSchema.safeParse(bad).success).toBe(false);
    }
  });
});

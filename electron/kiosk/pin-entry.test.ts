import { describe, expect, it } from 'vitest';
import { pinRecordSchema, verifyPin } from './admin-pin.ts';
import { pinEntryFromInput } from './pin-entry.ts';

const fast = { params: { N: 2 ** 14, r: 8, p: 1 } };

describe('pinEntryFromInput', () => {
  it('prints an adminPin entry that parses and verifies', async () => {
    const result = await pinEntryFromInput('135790\n', fast);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatch(/^"adminPin": \{"algorithm":"scrypt",/);
    const record = pinRecordSchema.parse(
      (JSON.parse(`{${result.value}}`) as { adminPin: unknown }).adminPin,
    );
    expect(await verifyPin('135790', record)).toBe(true);
    expect(result.value).not.toContain('135790');
  });

  it.each([
    ['nothing', ''],
    ['two lines', '123456\n654321\n'],
    ['a short PIN', '1234\n'],
    ['letters', 'secret\n'],
  ])('refuses %s', async (_name, input) => {
    expect(await pinEntryFromInput(input, fast)).toMatchObject({ ok: false });
  });
});

import { describe, expect, it } from 'vitest';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { createAdminPinGate } from './admin-pin-gate.ts';
import { hashPin, type PinRecord } from './admin-pin.ts';

const record: PinRecord = await hashPin('246810', { params: { N: 2 ** 14, r: 8, p: 1 } });

function gate(options: { record?: PinRecord | null; verify?: () => Promise<boolean> } = {}) {
  let now = 5_000_000;
  const { sink, lines } = createMemorySink();
  const pinGate = createAdminPinGate({
    record: options.record === undefined ? record : options.record,
    now: () => now,
    log: createLogger({ sink }),
    ...(options.verify ? { verify: options.verify } : {}),
  });
  return { pinGate, lines, tick: (ms: number) => (now += ms) };
}

describe('admin PIN gate', () => {
  it('accepts the right PIN and logs neither PIN', async () => {
    const { pinGate, lines } = gate();
    expect(await pinGate.check('111111')).toEqual({
      result: 'rejected',
      triesLeft: 4,
      retryInMs: 0,
    });
    expect(await pinGate.check('246810')).toEqual({ result: 'accepted' });
    expect(lines.join('\n')).not.toMatch(/246810|111111/);
    expect(lines.join('\n')).toMatch(/WARN Wrong administrator PIN/);
  });

  it('locks after five wrong PINs, even for the right one, until the lockout ends', async () => {
    const { pinGate, tick } = gate();
    for (let i = 0; i < 4; i++) await pinGate.check('000000');
    expect(await pinGate.check('000000')).toEqual({
      result: 'rejected',
      triesLeft: 0,
      retryInMs: 30_000,
    });
    expect(await pinGate.check('246810')).toEqual({ result: 'locked', retryInMs: 30_000 });
    tick(30_000);
    expect(await pinGate.check('000000')).toMatchObject({ result: 'rejected', retryInMs: 60_000 });
    tick(60_000);
    expect(await pinGate.check('246810')).toEqual({ result: 'accepted' });
    // A correct PIN resets the count.
    expect(await pinGate.check('000000')).toMatchObject({ result: 'rejected', triesLeft: 4 });
  });

  it('checks one PIN at a time', async () => {
    const { pinGate } = gate();
    const [first, second] = await Promise.all([pinGate.check('000000'), pinGate.check('246810')]);
    expect(first.result).toBe('rejected');
    expect(second).toEqual({ result: 'busy' });
  });

  it('without a PIN set up, nothing opens the kiosk', async () => {
    const { pinGate } = gate({ record: null });
    expect(await pinGate.check('246810')).toEqual({ result: 'no-pin' });
  });

  it('a failing hash counts as a wrong PIN', async () => {
    const { pinGate } = gate({ verify: () => Promise.reject(new Error('out of memory')) });
    expect(await pinGate.check('246810')).toMatchObject({ result: 'rejected', triesLeft: 4 });
  });
});

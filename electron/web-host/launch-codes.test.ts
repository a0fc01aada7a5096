import { describe, expect, it } from 'vitest';
import { LAUNCH_CODE_SHAPE } from '../../shared/bridge/web-protocol.ts';
import { createLaunchCodes } from './launch-codes.ts';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('launch codes', () => {
  it('draws unpredictable codes of the shape the page accepts', () => {
    const codes = createLaunchCodes();
    const drawn = new Set(Array.from({ length: 50 }, () => codes.issue()));
    expect(drawn.size).toBe(50);
    for (const code of drawn) expect(code).toMatch(LAUNCH_CODE_SHAPE);
  });

  it('redeems a code once: the second use fails', () => {
    const codes = createLaunchCodes();
    const code = codes.issue();
    expect(codes.redeem(code)).toBe(true);
    expect(codes.redeem(code)).toBe(false);
  });

  it('refuses a code after its lifetime, and one it never issued', () => {
    const time = clock();
    const codes = createLaunchCodes({ now: time.now, ttlMs: 60_000 });
    const early = codes.issue();
    const late = codes.issue();
    time.advance(59_999);
    expect(codes.redeem(early)).toBe(true);
    time.advance(1);
    expect(codes.redeem(late)).toBe(false);
    expect(codes.redeem('never-issued-code-0000')).toBe(false);
  });

  it('defaults to a lifetime of minutes', () => {
    const time = clock();
    const codes = createLaunchCodes({ now: time.now });
    const copied = codes.issue();
    const left = codes.issue();
    // A minute to copy the URL from a terminal into a browser is within the default lifetime ...
    time.advance(60_000);
    expect(codes.redeem(copied)).toBe(true);
    // ... and a code left lying about is gone within ten minutes.
    time.advance(10 * 60_000 - 60_000);
    expect(codes.redeem(left)).toBe(false);
  });

  it('keeps at most 16 unused codes, dropping the oldest', () => {
    let counter = 0;
    const codes = createLaunchCodes({ draw: () => `code-${String(counter++).padStart(16, '0')}` });
    const issued = Array.from({ length: 17 }, () => codes.issue());
    expect(codes.redeem(issued[0] ?? '')).toBe(false);
    expect(codes.redeem(issued[1] ?? '')).toBe(true);
    expect(codes.redeem(issued[16] ?? '')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { SizeListError, parseSizeList, sizeFlags } from './size-list.ts';

const DEFAULTS = { sizes: [20_000], timeLimitS: 600, flags: { credits: 4004, rate: 600 } };

describe('parseSizeList', () => {
  it('reads one size or several, in the order given', () => {
    expect(parseSizeList('200000')).toEqual([200_000]);
    expect(parseSizeList('20000, 200_000,50000')).toEqual([20_000, 200_000, 50_000]);
  });

  it.each(['', '20000,', 'abc', '0', '-5', '2e5', '1.5', '20000,,50000'])(
    'refuses "%s" naming the bad entry',
    (raw) => {
      expect(() => parseSizeList(raw)).toThrow(SizeListError);
      expect(() => parseSizeList(raw)).toThrow('--products expects sizes like 20000');
    },
  );
});

describe('sizeFlags', () => {
  it('keeps the defaults without flags', () => {
    expect(sizeFlags([], DEFAULTS)).toEqual({
      sizes: [20_000],
      timeLimitS: 600,
      flags: { credits: 4004, rate: 600 },
    });
  });

  it('takes the size list, the time limit and the bench flags, in either spelling', () => {
    expect(
      sizeFlags(['--products', '20000,200000', '--time-limit=90', '--rate', '60'], DEFAULTS),
    ).toEqual({ sizes: [20_000, 200_000], timeLimitS: 90, flags: { credits: 4004, rate: 60 } });
    expect(sizeFlags(['--products=50000'], DEFAULTS).sizes).toEqual([50_000]);
  });

  it('refuses a missing list, a time limit of 0 and unknown flags', () => {
    expect(() => sizeFlags(['--products'], DEFAULTS)).toThrow('--products expects a list');
    expect(() => sizeFlags(['--time-limit', '0'], DEFAULTS)).toThrow('--time-limit expects');
    expect(() => sizeFlags(['--sizes', '3'], DEFAULTS)).toThrow('unknown option --sizes');
  });
});

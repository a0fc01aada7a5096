import { describe, expect, it } from 'vitest';
import { briefDays } from './brief-days.ts';

describe('briefDays', () => {
  it('reads the engine’s instant (with its zone) as the local day it starts, through today', () => {
    const since = new Date(2026, 10, 26, 0, 0).toISOString();
    expect(briefDays(since, new Date(2026, 10, 27, 9, 0).getTime())).toEqual({
      from: '2026-11-26',
      to: '2026-11-27',
    });
  });

  it('a start it cannot read, or one after today, covers today alone', () => {
    const now = new Date(2026, 10, 27, 9, 0).getTime();
    expect(briefDays('not a date', now)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(briefDays(new Date(2026, 10, 29).toISOString(), now)).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
    });
  });
});

/**
 * The Stock changes feed's days and times at UTC−5 (New York in November), so a reading of
 * service times as local wall-clock time would fail. Vitest runs each file in its own process, so
 * the zone set here reaches no other file.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHIPPING_DEDUCTION_REASON } from '../../../shared/inventory/stock-change-kinds.ts';
import { serviceWindows } from './change-range.ts';
import { changeTime } from './change-time.ts';
import { buildFeed } from './feed.ts';
import type { StockChange } from './stock-change.ts';

beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const picked = (id: string, at: string): StockChange => ({
  id,
  user_id: 'u1',
  sku: 'SKU-1',
  warehouse_id: 'W1',
  previous_on_hand: 500,
  change_in_on_hand: -1,
  reason: SHIPPING_DEDUCTION_REASON,
  cycle_counted: false,
  created_at: at,
});

describe('Stock changes at UTC−5', () => {
  it('runs in the far zone', () => {
    expect(new Date(Date.UTC(2026, 10, 27, 12)).getHours()).toBe(7);
  });

  it('a day is read from its local midnight to the next, in service time', () => {
    expect(serviceWindows({ from: '2026-11-27', to: '2026-11-27' }, false)).toEqual([
      { from: '2026-11-27T05:00:00', to: '2026-11-28T04:59:59' },
    ]);
  });

  it('a change made at 01:05 UTC shows at 20:05 the evening before', () => {
    expect(changeTime('2026-11-28T01:05:00', true, 'en-GB')).toBe('20:05');
    expect(changeTime('2026-11-28T01:05:00', false, 'en-GB')).toBe('27 Nov 2026, 20:05');
  });

  it('routine deductions fold into the local day they happened on', () => {
    const feed = buildFeed([
      picked('c1', '2026-11-27T15:00:00'),
      picked('c2', '2026-11-28T01:05:00'),
    ]);
    const days = feed.rows.flatMap((row) => (row.kind === 'routine' ? [row.group.day] : []));
    expect(days).toEqual(['2026-11-27']);
  });
});

/**
 * The Shipments view's day filter and late list at UTC−5 (New York in November), so a reading of
 * service times as local wall-clock time would fail. Vitest runs each file in its own process, so
 * the zone set here reaches no other file.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../format/date.ts';
import { lateList, lateWords } from './late-rows.ts';
import { shippedDateArguments } from './shipped-filter.ts';

beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

// 27 Nov 2026, 20:00 in New York: already 28 Nov in UTC.
const NOW = Date.UTC(2026, 10, 28, 1, 0);

describe('Shipments at UTC−5', () => {
  it('runs in the far zone', () => {
    expect(new Date(NOW).getHours()).toBe(20);
  });

  it('"Today" asks for the whole local day, evening included', () => {
    expect(shippedDateArguments({ day: 'today' }, NOW)).toEqual({
      dateFrom: '2026-11-27T05:00:00',
      dateTo: '2026-11-28T04:59:59',
    });
    expect(shippedDateArguments({ day: 'yesterday' }, NOW)).toEqual({
      dateFrom: '2026-11-26T05:00:00',
      dateTo: '2026-11-27T04:59:59',
    });
    expect(shippedDateArguments({ from: '2026-11-20', to: '2026-11-21' }, NOW)).toEqual({
      dateFrom: '2026-11-20T05:00:00',
      dateTo: '2026-11-22T04:59:59',
    });
  });

  it('the Ship by column and the "late" words agree', () => {
    // Due 22:00 UTC = 17:00 in New York; now is 20:00 there: 3 h late.
    const { rows } = lateList(
      [{ id: 'O1', fulfillment_status: 'pending', required_ship_date: '2026-11-27T22:00:00' }],
      NOW,
    );
    const [row] = rows;
    expect(row?.lateness).toBe('late');
    expect(formatDateTime(row?.requiredShipDate, 'en-GB')).toBe('27 Nov 2026, 17:00');
    expect(row ? lateWords(row, NOW) : '').toBe('3 h late');
  });
});

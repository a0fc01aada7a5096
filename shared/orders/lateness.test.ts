import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  atRiskHorizon,
  isAtRisk,
  isLate,
  isOpenStatus,
  lateness,
  serviceDateMs,
} from './lateness.ts';

// The service's zone-less dates are UTC (shared/dates/service-time.ts); the machine runs far from
// UTC so that a rule reading the local clock would show.
const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
let zone: string | undefined;
beforeEach(() => {
  zone = process.env['TZ'];
  process.env['TZ'] = 'Pacific/Auckland';
});
afterEach(() => {
  if (zone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zone;
});
const open = (required_ship_date: string | null, fulfillment_status = 'pending') => ({
  fulfillment_status,
  required_ship_date,
});

describe('lateness', () => {
  it('an open order past its required ship date is late', () => {
    expect(lateness(open('2026-11-27T08:59:59'), NOW)).toBe('late');
    expect(isLate(open('2026-11-20T00:00:00', 'on-hold'), NOW)).toBe(true);
  });

  it('an open order due within a day is at risk, not late', () => {
    expect(lateness(open('2026-11-27T09:00:00'), NOW)).toBe('at-risk');
    expect(isAtRisk(open('2026-11-28T08:59:59'), NOW)).toBe(true);
    expect(isLate(open('2026-11-28T08:59:59'), NOW)).toBe(false);
  });

  it('a day or more ahead is on time', () => {
    expect(lateness(open('2026-11-28T09:00:00'), NOW)).toBe('on-time');
  });

  it('closed orders are never late, whatever their date; custom statuses stay open', () => {
    for (const status of ['fulfilled', 'canceled', 'Cancelled', 'shipped', 'delivered']) {
      expect(lateness(open('2026-11-01T00:00:00', status), NOW)).toBe('on-time');
    }
    expect(lateness(open('2026-11-01T00:00:00', 'awaiting-pickup'), NOW)).toBe('late');
    expect(isOpenStatus(null)).toBe(true);
  });

  it('an order without a readable ship date is neither late nor at risk', () => {
    expect(lateness(open(null), NOW)).toBe('on-time');
    expect(lateness(open(''), NOW)).toBe('on-time');
    expect(lateness(open('soon'), NOW)).toBe('on-time');
  });

  it('the same order turns from on time to at risk to late as now moves on', () => {
    const order = open('2026-11-29T12:00:00');
    const at = (day: number, hour: number) => Date.UTC(2026, 10, day, hour);
    expect(lateness(order, at(28, 11))).toBe('on-time');
    expect(lateness(order, at(28, 13))).toBe('at-risk');
    expect(lateness(order, at(29, 13))).toBe('late');
  });

  it('reads service dates with a space or T, and bare days, as UTC', () => {
    expect(serviceDateMs('2026-11-27 09:00:00')).toBe(NOW);
    expect(serviceDateMs('2026-11-27T09:00:00')).toBe(NOW);
    expect(serviceDateMs('2026-11-27')).toBe(Date.UTC(2026, 10, 27));
  });

  it('the horizon is a day after now, in the service’s date form', () => {
    expect(atRiskHorizon(NOW)).toBe('2026-11-28T09:00:00');
  });
});

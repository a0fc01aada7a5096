import { describe, expect, it } from 'vitest';
import { arrivedAtMs, hoursSinceArrival, isOverdue, serviceMs } from './overdue.ts';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const arrived = (hoursAgo: number): string =>
  new Date(NOW - hoursAgo * 3_600_000).toISOString().slice(0, 19);

function received(status: string, hoursAgo: number) {
  return { status, line_items: [{ quantity_received: 1, updated_at: arrived(hoursAgo) }] };
}

describe('overdue returns', () => {
  it('is overdue after more than 48 hours arrived and not processed', () => {
    expect(isOverdue(received('received', 49), NOW)).toBe(true);
    expect(isOverdue(received('partial', 72), NOW)).toBe(true);
  });

  it('is not overdue at exactly 48 hours or sooner', () => {
    expect(isOverdue(received('received', 48), NOW)).toBe(false);
    expect(isOverdue(received('received', 5), NOW)).toBe(false);
  });

  it('is never overdue once processed or canceled', () => {
    expect(isOverdue(received('complete', 200), NOW)).toBe(false);
    expect(isOverdue(received('canceled', 200), NOW)).toBe(false);
    expect(isOverdue(received('Cancelled', 200), NOW)).toBe(false);
  });

  it('is not overdue before anything arrived, however old the return', () => {
    const waiting = {
      status: 'pending',
      line_items: [{ quantity_received: 0, updated_at: arrived(500) }],
    };
    expect(isOverdue(waiting, NOW)).toBe(false);
    expect(arrivedAtMs(waiting)).toBeNull();
  });

  it('treats an unknown status as not processed', () => {
    expect(isOverdue(received('inspecting', 60), NOW)).toBe(true);
  });

  it('dates arrival from the earliest line that received items', () => {
    const facts = {
      status: 'partial',
      line_items: [
        null,
        { quantity_received: 2, updated_at: arrived(10) },
        { quantity_received: 1, updated_at: arrived(50) },
        { quantity_received: 0, updated_at: arrived(90) },
      ],
    };
    expect(arrivedAtMs(facts)).toBe(NOW - 50 * 3_600_000);
    expect(hoursSinceArrival(facts, NOW)).toBe(50);
    expect(isOverdue(facts, NOW)).toBe(true);
  });

  it('reads zone-less and space-separated service dates as UTC', () => {
    expect(serviceMs('2026-11-27 10:00:00')).toBe(Date.UTC(2026, 10, 27, 10));
    expect(serviceMs('2026-11-27T10:00:00')).toBe(Date.UTC(2026, 10, 27, 10));
    expect(serviceMs('not a date')).toBeNull();
    expect(serviceMs(null)).toBeNull();
  });
});

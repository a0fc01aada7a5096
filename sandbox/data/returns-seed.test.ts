import { describe, expect, it } from 'vitest';
import { isOverdue } from '../../shared/returns/overdue.ts';
import { RETURN_STATUSES } from '../../shared/returns/statuses.ts';
import { RETURN_QUEUE } from './returns-seed.ts';
import { seedData } from './seed.ts';
import type { Return } from './types.ts';

const NOW = Date.parse('2026-11-01T12:00:00Z');
const options = {
  seed: 7,
  products: 40,
  orders: 200,
  warehouses: 3,
  credits: 4004,
  rate: 60,
  now: NOW,
};
const data = seedData(options);
const [first] = data.accounts;
const returnsOf = (orders: readonly { returns: readonly Return[] }[]): Return[] =>
  orders.flatMap((order) => order.returns);

describe('seeded returns', () => {
  it('has a return of every status, and exactly one overdue by the shared rule', () => {
    const all = returnsOf(first?.orders ?? []);
    const statuses = new Set(all.map((r) => r.status));
    for (const status of RETURN_STATUSES) expect(statuses).toContain(status);
    const overdue = all.filter((r) => isOverdue(r, NOW));
    expect(overdue.map((r) => r.status)).toEqual(['received']);
  });

  it('seeds the whole queue in both accounts', () => {
    for (const account of data.accounts) {
      const all = returnsOf(account.orders);
      const queued = RETURN_QUEUE.filter((entry) => all.some((r) => r.status === entry.status));
      expect(queued).toHaveLength(RETURN_QUEUE.length);
    }
  });

  it('keeps totals equal to the sums over the lines, and a label and history on each', () => {
    for (const record of returnsOf(data.accounts.flatMap((a) => a.orders))) {
      const sum = (pick: (line: Return['line_items'][number]) => number): number =>
        record.line_items.reduce((total, line) => total + pick(line), 0);
      expect(record.total_items_expected).toBe(sum((line) => line.quantity));
      expect(record.total_items_received).toBe(sum((line) => line.quantity_received));
      expect(record.total_items_restocked).toBe(sum((line) => line.restock));
      expect(record.labels).toHaveLength(1);
      expect(record.labels[0]?.to_name).toBe(record.address.name);
      expect(record.return_history[0]?.body).toMatch(/^Return created/);
    }
  });
});

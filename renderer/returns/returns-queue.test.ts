import { describe, expect, it } from 'vitest';
import { RETURN_STATUSES } from '../../shared/returns/statuses.ts';
import { returnsQueue, statusOptions, type QueueReturn } from './returns-queue.ts';

const NOW = Date.UTC(2026, 10, 27, 12);
const hoursAgo = (h: number): string => new Date(NOW - h * 3_600_000).toISOString().slice(0, 19);

function node(
  id: string,
  status: string,
  arrivedHours: number | null,
  createdHours: number,
): QueueReturn {
  return {
    id,
    legacy_id: Number(id.replace(/\D/g, '')),
    order_id: `O-${id}`,
    status,
    reason: 'Too small',
    created_at: hoursAgo(createdHours),
    total_items_expected: 2,
    total_items_received: arrivedHours === null ? 0 : 2,
    total_items_restocked: 0,
    line_items: [
      {
        id: `L-${id}`,
        quantity_received: arrivedHours === null ? 0 : 2,
        updated_at: hoursAgo(arrivedHours ?? createdHours),
      },
    ],
  };
}

const NODES = [
  node('R1', 'complete', 100, 200),
  node('R2', 'pending', null, 30),
  node('R3', 'received', 60, 150),
  node('R4', 'received', 10, 90),
  node('R5', 'pending', null, 80),
  node('R6', 'partial', 90, 160),
  node('R7', 'canceled', null, 20),
  null,
];

describe('the returns queue', () => {
  it('puts overdue first (longest overdue first), then to process, on the way, processed', () => {
    const rows = returnsQueue(NODES, {}, NOW);
    expect(rows.map((r) => r.id)).toEqual(['R6', 'R3', 'R4', 'R5', 'R2', 'R7', 'R1']);
    expect(rows.map((r) => r.group)).toEqual([
      'overdue',
      'overdue',
      'to-process',
      'on-the-way',
      'on-the-way',
      'processed',
      'processed',
    ]);
  });

  it('filters to overdue only, or to one status', () => {
    expect(returnsQueue(NODES, { overdueOnly: true }, NOW).map((r) => r.id)).toEqual(['R6', 'R3']);
    expect(returnsQueue(NODES, { status: 'pending' }, NOW).map((r) => r.id)).toEqual(['R5', 'R2']);
    expect(
      returnsQueue(NODES, { status: 'received', overdueOnly: true }, NOW).map((r) => r.id),
    ).toEqual(['R3']);
  });

  it('moves a return out of overdue as time is injected, not read', () => {
    const later = returnsQueue([node('R4', 'received', 10, 90)], {}, NOW + 39 * 3_600_000);
    expect(later[0]?.group).toBe('overdue');
  });

  it('carries the totals and the number people recognise', () => {
    const [row] = returnsQueue([node('R42', 'received', 1, 5)], {}, NOW);
    expect(row).toMatchObject({
      number: '42',
      expected: 2,
      received: 2,
      restocked: 0,
      orderId: 'O-R42',
    });
  });

  it('offers the known statuses and any other word the service sent', () => {
    const odd = { ...node('R9', 'inspecting', 5, 10) };
    expect(statusOptions(RETURN_STATUSES, [odd, ...NODES])).toEqual([
      ...RETURN_STATUSES,
      'inspecting',
    ]);
  });
});

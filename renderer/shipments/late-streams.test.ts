import { describe, expect, it } from 'vitest';
import type { LatePage, LateRead } from './late-streams.ts';
import { lateCost, lateStreams, nextLatePage } from './late-streams.ts';

const node = (id: string, day: number, status: string) => ({
  id,
  order_number: `#${id}`,
  order_date: null,
  required_ship_date: `2026-11-${String(day).padStart(2, '0')}T08:00:00`,
  fulfillment_status: status,
  shop_name: null,
  holds: null,
});

function read(
  status: string,
  days: readonly [string, number][],
  next: string | null,
  actual: number | null = null,
): LateRead {
  return {
    status,
    result: {
      data: {
        orders: {
          request_id: null,
          complexity: null,
          data: {
            pageInfo: { hasNextPage: next !== null, endCursor: next },
            edges: days.map(([id, day]) => ({ node: node(id, day, status) })),
          },
        },
      },
      errors: [],
      scopeWarnings: [],
      cost: { estimated: 51, actual },
    },
  } as unknown as LateRead;
}

const STATUSES = ['pending', 'on-hold'];

describe('the Late list pages as streams', () => {
  it('the next page is the stream whose last loaded row is earliest, from its own cursor', () => {
    const first: LatePage = [
      read(
        'pending',
        [
          ['a1', 1],
          ['a2', 9],
        ],
        'p-2',
      ),
      read(
        'on-hold',
        [
          ['b1', 2],
          ['b2', 4],
        ],
        'h-2',
      ),
    ];
    expect(nextLatePage(STATUSES, [first], 'oldest-first')).toEqual({
      status: 'on-hold',
      after: 'h-2',
    });
    const second: LatePage = [read('on-hold', [['b3', 12]], null)];
    expect(nextLatePage(STATUSES, [first, second], 'oldest-first')).toEqual({
      status: 'pending',
      after: 'p-2',
    });
    const streams = lateStreams(STATUSES, [first, second]);
    expect(streams.map((s) => [s.status, s.rows.map((r) => r.id), s.hasMore])).toEqual([
      ['pending', ['a1', 'a2'], true],
      ['on-hold', ['b1', 'b2', 'b3'], false],
    ]);
  });

  it('reads nothing more once every stream is exhausted', () => {
    const first: LatePage = [read('pending', [['a1', 1]], null), read('on-hold', [], null)];
    expect(nextLatePage(STATUSES, [first], 'oldest-first')).toBeUndefined();
  });

  it('counts requests and credits, the service count where it sent one', () => {
    const pages: LatePage[] = [
      [read('pending', [], null, 40), read('on-hold', [], null)],
      [read('pending', [], null, 3)],
    ];
    expect(lateCost(pages)).toEqual({ requests: 3, credits: 40 + 51 + 3 });
  });
});

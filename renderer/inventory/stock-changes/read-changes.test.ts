import { describe, expect, it } from 'vitest';
import { OperationError } from '../../data/operation-error.ts';
import type { OperationResult } from '../../data/use-operation.ts';
import { MAX_FEED_CHANGES, readFeed, type PageVariables } from './read-changes.ts';
import type { StockChange } from './stock-change.ts';

function node(id: number): StockChange {
  return {
    id: `c${id}`,
    user_id: 'u',
    sku: 'S',
    warehouse_id: 'W',
    previous_on_hand: 10,
    change_in_on_hand: -1,
    reason: 'Order picked',
    cycle_counted: false,
    created_at: '2026-11-27T10:00:00',
  };
}

/** A fake service: `sizes[window]` changes per window, served in pages, one credit each plus one. */
function service(sizes: Readonly<Record<string, number>>, failAt: number | null = null) {
  const calls: PageVariables[] = [];
  const run = (variables: PageVariables): Promise<OperationResult<'StockChanges'>> => {
    calls.push(variables);
    if (failAt !== null && calls.length === failAt) {
      return Promise.reject(new OperationError({ kind: 'network', message: 'offline' }));
    }
    const total = sizes[variables.from] ?? 0;
    const start = variables.after === null ? 0 : Number(variables.after);
    const end = Math.min(total, start + variables.first);
    const edges = Array.from({ length: end - start }, (_, i) => ({ node: node(start + i) }));
    return Promise.resolve({
      data: {
        inventory_changes: {
          request_id: 'r',
          complexity: 1,
          data: {
            pageInfo: { hasNextPage: end < total, endCursor: String(end) },
            edges: edges.map((edge) => ({ ...edge })),
          },
        },
      },
      errors: [],
      scopeWarnings: [],
      cost: { estimated: 1 + variables.first, actual: 1 + edges.length, pageSize: null },
    } as unknown as OperationResult<'StockChanges'>);
  };
  return { run, calls };
}

const window = (from: string) => ({ from, to: `${from.slice(0, 10)}T23:59:59` });

describe('readFeed', () => {
  it('reads every page of every window, counting requests and actual credits', async () => {
    const fake = service({ A: 250, B: 30 });
    const read = await readFeed(fake.run, {
      windows: [window('A'), window('B')],
      sku: null,
      reason: 'picked',
    });
    expect(read.changes).toHaveLength(280);
    expect(read.requests).toBe(4);
    expect(read.credits).toBe(280 + 4);
    expect(read).toMatchObject({ windows: 2, truncated: false, failure: null });
    expect(fake.calls.map((c) => [c.from, c.after, c.reason])).toEqual([
      ['A', null, 'picked'],
      ['A', '100', 'picked'],
      ['A', '200', 'picked'],
      ['B', null, 'picked'],
    ]);
  });

  it('stops at the cap, asking no more than fits, and says it stopped', async () => {
    const fake = service({ A: MAX_FEED_CHANGES + 500 });
    const read = await readFeed(fake.run, { windows: [window('A')], sku: 'S', reason: null });
    expect(read.changes).toHaveLength(MAX_FEED_CHANGES);
    expect(read.truncated).toBe(true);
    expect(fake.calls.every((c) => c.sku === 'S')).toBe(true);
  });

  it('keeps what was read when a later page fails, and fails whole when the first does', async () => {
    const partly = await readFeed(service({ A: 250 }, 2).run, {
      windows: [window('A')],
      sku: null,
      reason: null,
    });
    expect(partly.changes).toHaveLength(100);
    expect(partly.failure?.error.kind).toBe('network');
    await expect(
      readFeed(service({ A: 250 }, 1).run, { windows: [window('A')], sku: null, reason: null }),
    ).rejects.toThrow('offline');
  });
});

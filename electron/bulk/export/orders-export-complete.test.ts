/**
 * An orders export over a service whose sort is not stable across pages (ties on the order date
 * shuffled per request): every order is in the file exactly once, because the export's sort ends
 * in the id whatever the list was sorted by.
 */
import { describe, expect, it } from 'vitest';
import type { GraphqlRequest } from '../../broker/request.ts';
import { NO_ORDER_FILTERS } from '../../../shared/orders/filters.ts';
import {
  answer,
  unstablePages,
  wrap,
  type FakeRecord,
} from '../../replica/testing/unstable-service.ts';
import { typedExecute } from '../../broker/execute.ts';
import { ordersExport } from './orders-export.ts';

/** 250 orders placed in five seconds: pages of 100 cut through long runs of ties. */
const ORDERS: FakeRecord[] = Array.from({ length: 250 }, (_, i) => ({
  id: Buffer.from(`Order:${9000 + i}`).toString('base64'),
  order_number: `#${10000 + i}`,
  order_date: `2026-11-27T10:00:0${i % 5}`,
  fulfillment_status: 'pending',
}));

async function exported(sort: string | null): Promise<{ numbers: string[]; sorts: string[] }> {
  const pages = unstablePages(3, 100);
  const sorts: string[] = [];
  const execute = (request: GraphqlRequest) => {
    const vars = request.variables;
    const sortAsked = typeof vars['sort'] === 'string' ? vars['sort'] : '';
    sorts.push(sortAsked);
    const first = typeof vars['first'] === 'number' ? vars['first'] : 100;
    const after = typeof vars['after'] === 'string' ? vars['after'] : null;
    const page = pages.page(ORDERS, sortAsked, first, after);
    return Promise.resolve(
      answer({
        orders: wrap({
          pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
          edges: page.nodes.map((node) => ({ node })),
        }),
      }),
    );
  };
  const source = ordersExport({
    execute: typedExecute(execute),
    filters: NO_ORDER_FILTERS,
    sort,
    canSeePii: false,
  });
  const numbers: string[] = [];
  for await (const batch of source.batches()) {
    if (!batch.ok) throw new Error(batch.error.message);
    numbers.push(...batch.value.map((record) => String(record[0])));
  }
  return { numbers, sorts };
}

describe('the orders export over an unstable sort', () => {
  it.each(['-order_date', 'order_date', null])('holds every order once (sort %s)', async (sort) => {
    const { numbers, sorts } = await exported(sort);
    expect(numbers).toHaveLength(ORDERS.length);
    expect(new Set(numbers)).toEqual(new Set(ORDERS.map((o) => o['order_number'])));
    expect(sorts.every((s) => s.split(',').at(-1) === 'id')).toBe(true);
  });
});

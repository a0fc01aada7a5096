import { describe, expect, it } from 'vitest';
import { matchesLocally } from '../../shared/purchase-orders/filters.ts';
import { payload } from '../testing/fake-bridge.ts';
import { patchPoPages, type PoPages } from './po-change.ts';
import { CLOSED, LATE, ON_TIME } from './testing/po-bridge.ts';

const pages: PoPages = {
  pageParams: [null],
  pages: [
    payload({
      purchase_orders: {
        request_id: null,
        complexity: null,
        data: {
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: [LATE, ON_TIME, CLOSED].map((node) => ({ cursor: node.id, node })),
        },
      },
    }),
  ],
};

describe('patchPoPages', () => {
  it('puts the reply’s status and closing date on the changed row only, so it leaves Open at once', () => {
    const patched = patchPoPages(pages, {
      id: 'PO2',
      fulfillment_status: 'closed',
      date_closed: '2026-11-27T12:00:00',
    });
    const rows = (patched?.pages[0]?.data.purchase_orders?.data?.edges ?? []).map((e) => e?.node);
    expect(rows.map((r) => [r?.id, r?.fulfillment_status])).toEqual([
      ['PO1', 'pending'],
      ['PO2', 'closed'],
      ['PO3', 'closed'],
    ]);
    const open = rows.filter(
      (r) => r !== null && r !== undefined && matchesLocally(r, { tab: 'open' }),
    );
    expect(open.map((r) => r?.id)).toEqual(['PO1']);
  });

  it('leaves an empty cache alone', () => {
    expect(patchPoPages(undefined, { id: 'x', fulfillment_status: null, date_closed: null })).toBe(
      undefined,
    );
  });
});

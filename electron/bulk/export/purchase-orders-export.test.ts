import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/bridge/errors.ts';
import type { GraphqlRequest } from '../../broker/request.ts';
import { PURCHASE_ORDER_EXPORT_COLUMNS } from '../../../shared/bulk/export-columns.ts';
import { readCsv } from '../csv/read.ts';
import { typedExecute, type Execute } from '../../broker/execute.ts';
import { payload } from '../../broker/testing/answered.ts';
import { createExportService } from './export-service.ts';

const EXPORT_ID = '0b7f5c3e-8f51-4a53-9d2e-6d1f3f6a9b11';

const envelope = (data: unknown) => ok(payload(data));

function po(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `PO${n}`,
    po_number: `${1000 + n}`,
    warehouse_id: 'W1',
    vendor_id: 'V1',
    created_at: '2026-11-01T09:00:00',
    po_date: '2026-11-20T00:00:00',
    date_closed: null,
    arrived_at: null,
    fulfillment_status: 'pending',
    total_price: '120.00',
    tracking_number: null,
    ...overrides,
  };
}

/** Two pages of POs (the second holds a closed one), the vendors and the warehouses. */
function fakeService(requests: GraphqlRequest[]): Execute {
  return typedExecute((request) => {
    requests.push(request);
    switch (request.operationName) {
      case 'AccountWarehouses':
        return Promise.resolve(
          envelope({ account: { data: { warehouses: [{ id: 'W1', identifier: 'Main' }] } } }),
        );
      case 'Vendors':
        return Promise.resolve(
          envelope({
            vendors: {
              data: {
                pageInfo: { hasNextPage: false, endCursor: null },
                edges: [{ cursor: 'v', node: { id: 'V1', name: 'Acme Supply', currency: 'CAD' } }],
              },
            },
          }),
        );
      default: {
        const second = request.variables['after'] === 'c1';
        const nodes = second
          ? [po(2, { date_closed: '2026-11-21T08:00:00', fulfillment_status: 'closed' })]
          : [po(1, { tracking_number: '1Z9' })];
        return Promise.resolve(
          envelope({
            purchase_orders: {
              data: {
                pageInfo: { hasNextPage: !second, endCursor: second ? null : 'c1' },
                edges: nodes.map((node) => ({ cursor: node.id, node })),
              },
            },
          }),
        );
      }
    }
  });
}

function exportService(execute: Execute, scopes: readonly string[]) {
  return createExportService({
    execute,
    replica: { ready: () => true, rows: () => [] },
    session: () => ({ scopes, scopeLimited: true }),
    waitingSeconds: () => null,
    emit: () => undefined,
    now: () => Date.parse('2026-11-27T12:00:00Z'),
    progressIntervalMs: 0,
  });
}

describe('purchase orders export', () => {
  it('pages the late tab in the background, leaves out closed POs as the list does, and names vendors', async () => {
    const requests: GraphqlRequest[] = [];
    const exports = exportService(fakeService(requests), ['view:purchase_orders', 'view:vendors']);
    const result = await exports.run(EXPORT_ID, false, {
      kind: 'purchase-orders',
      filters: { tab: 'late' },
      today: '2026-11-27',
      sort: 'po_date',
    });
    if (!result.ok || result.value.delivery.kind !== 'download') throw new Error('no download');
    const pages = requests.filter((r) => r.operationName === 'PurchaseOrdersExport');
    expect(pages.map((r) => [r.priority, r.variables['after']])).toEqual([
      ['background', null],
      ['background', 'c1'],
    ]);
    expect(pages[0]?.variables).toMatchObject({
      poDateTo: '2026-11-26T23:59:59',
      poDateFrom: null,
      // With the id last, so ties cannot straddle a page.
      sort: 'po_date,id',
    });
    const table = readCsv(Buffer.from(result.value.delivery.text));
    if (!table.ok) throw new Error('unreadable export');
    expect(table.value.header).toEqual([...PURCHASE_ORDER_EXPORT_COLUMNS]);
    expect(table.value.records.map((r) => r.cells)).toEqual([
      [
        '1001',
        'Acme Supply',
        '2026-11-20T00:00:00',
        'pending',
        'Main',
        '120.00',
        'CAD',
        '2026-11-01T09:00:00',
        '',
        '',
        '1Z9',
        'Pending',
        'yes',
      ],
    ]);
    expect(result.value.rows).toBe(1);
  });

  it('writes the vendor’s id without view:vendors, and never asks for vendors', async () => {
    const requests: GraphqlRequest[] = [];
    const exports = exportService(fakeService(requests), ['view:purchase_orders']);
    const result = await exports.run(EXPORT_ID, false, {
      kind: 'purchase-orders',
      filters: { tab: 'all' },
      today: '2026-11-27',
      sort: null,
    });
    if (!result.ok || result.value.delivery.kind !== 'download') throw new Error('no download');
    expect(requests.some((r) => r.operationName === 'Vendors')).toBe(false);
    expect(result.value.delivery.text).toContain('1001,V1,');
    // No vendor read, so no currency: the cell after the total is empty.
    expect(result.value.delivery.text).toContain(',120.00,,2026-11-01T09:00:00,');
    expect(result.value.rows).toBe(2);
  });
});

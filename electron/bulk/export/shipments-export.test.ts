import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/bridge/errors.ts';
import type { GraphqlRequest } from '../../broker/request.ts';
import { SHIPMENT_EXPORT_COLUMNS, WITHHELD_CELL } from '../../../shared/bulk/export-columns.ts';
import { readCsv } from '../csv/read.ts';
import { typedExecute, type Execute } from '../../broker/execute.ts';
import { payload } from '../../broker/testing/answered.ts';
import { createExportService } from './export-service.ts';

const EXPORT_ID = '3c1b7a52-9e40-4d2f-8b6a-1f2e3d4c5b6a';

const envelope = (data: unknown) => ok(payload(data));

function label(id: string, carrier: string, cost: string, status = 'valid') {
  return {
    id,
    status,
    order_number: `#${id}`,
    carrier,
    shipping_method: 'Ground',
    cost,
    tracking_number: `T${id}`,
    tracking_url: null,
    tracking_status: 'in_transit',
    created_date: '2026-11-27T09:00:00',
  };
}

function shipment(id: string, labels: ReturnType<typeof label>[]) {
  return {
    id,
    order_id: `O${id}`,
    created_date: '2026-11-27T09:00:00',
    warehouse_id: 'W1',
    address: { name: null, city: null, state: 'OR', country: 'US' },
    shipping_labels: labels,
  };
}

/** Two pages: a shipment relabelled after a void, then a FedEx one. */
function fakeService(requests: GraphqlRequest[]): Execute {
  return typedExecute((request) => {
    requests.push(request);
    const second = request.variables['after'] === 'c1';
    const nodes = second
      ? [shipment('S2', [label('3', 'FedEx', '9.00')])]
      : [shipment('S1', [label('1', 'UPS', '12.50', 'voided'), label('2', 'UPS', '14.00')])];
    return Promise.resolve(
      envelope({
        shipments: {
          data: {
            pageInfo: { hasNextPage: !second, endCursor: second ? null : 'c1' },
            edges: nodes.map((node) => ({ cursor: node.id, node })),
          },
        },
      }),
    );
  });
}

async function exported(carrier: string | null, scopes: readonly string[]) {
  const requests: GraphqlRequest[] = [];
  const exports = createExportService({
    execute: fakeService(requests),
    replica: { ready: () => true, rows: () => [] },
    session: () => ({ scopes, scopeLimited: true }),
    waitingSeconds: () => null,
    emit: () => undefined,
    now: () => Date.parse('2026-11-27T12:00:00Z'),
    progressIntervalMs: 0,
  });
  const result = await exports.run(EXPORT_ID, false, {
    kind: 'shipments',
    dateFrom: '2026-11-27T00:00:00',
    dateTo: '2026-11-27T23:59:59',
    carrier,
    method: null,
  });
  if (!result.ok || result.value.delivery.kind !== 'download') throw new Error('no download');
  const table = readCsv(Buffer.from(result.value.delivery.text));
  if (!table.ok) throw new Error('unreadable export');
  return { requests, table: table.value };
}

describe('shipments export', () => {
  it('pages the range in the background, one record per label, the voided one marked', async () => {
    const { requests, table } = await exported(null, ['view:shipments', 'view:pii']);
    expect(requests.map((r) => [r.operationName, r.priority, r.variables['after']])).toEqual([
      ['ShipmentsExport', 'background', null],
      ['ShipmentsExport', 'background', 'c1'],
    ]);
    expect(requests[0]?.variables).toMatchObject({
      dateFrom: '2026-11-27T00:00:00',
      dateTo: '2026-11-27T23:59:59',
    });
    expect(table.header).toEqual([...SHIPMENT_EXPORT_COLUMNS]);
    expect(table.records.map((r) => [r.cells[0], r.cells[2], r.cells[5], r.cells[7]])).toEqual([
      ['#1', 'UPS', '12.50', 'yes'],
      ['#2', 'UPS', '14.00', 'no'],
      ['#3', 'FedEx', '9.00', 'no'],
    ]);
  });

  it('keeps only the carrier picked, and withholds name and city without view:pii', async () => {
    const { table } = await exported('FedEx', ['view:shipments']);
    expect(table.records.map((r) => r.cells)).toEqual([
      [
        '#3',
        '2026-11-27T09:00:00',
        'FedEx',
        'Ground',
        'T3',
        '9.00',
        WITHHELD_CELL,
        'no',
        'in_transit',
        WITHHELD_CELL,
        'OR',
        'US',
      ],
    ]);
  });
});

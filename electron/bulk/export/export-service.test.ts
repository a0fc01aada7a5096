import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../shared/bridge/errors.ts';
import type { ExportProgress } from '../../../shared/bulk/export-contract.ts';
import { ORDER_EXPORT_COLUMNS } from '../../../shared/bulk/export-columns.ts';
import type { GraphqlRequest } from '../../broker/request.ts';
import type { ReplicaRow } from '../../../shared/replica/types.ts';
import { readCsv } from '../csv/read.ts';
import { typedExecute, type ExecuteRequest } from '../../broker/execute.ts';
import { createExportService, type ExportServiceOptions } from './export-service.ts';
import { partFileSink, PART_SUFFIX } from './part-file-sink.ts';
import type { FileSink, OpenSink } from './sink.ts';
import { exportFileName, fileNamePart } from './source.ts';

const EXPORT_ID = '0b7f5c3e-8f51-4a53-9d2e-6d1f3f6a9b10';

function product(i: number, overrides: Partial<ReplicaRow> = {}): ReplicaRow {
  return {
    id: `p${i}`,
    sku: `SKU-${i}`,
    name: `Product ${i}`,
    barcode: null,
    price: '12.50',
    value: '7.25',
    currency: 'USD',
    updatedAt: '2026-11-01T10:00:00',
    onHand: i,
    allocated: 0,
    available: i,
    backorder: 0,
    reorderLevel: 0,
    low: false,
    lowIn: [],
    ...overrides,
  };
}

function orderPage(from: number, count: number, hasNextPage: boolean) {
  return ok({
    data: {
      orders: {
        data: {
          pageInfo: { hasNextPage, endCursor: hasNextPage ? `c${from + count}` : null },
          edges: Array.from({ length: count }, (_, k) => ({
            cursor: `c${from + k}`,
            node: {
              order_number: `#${100 + from + k}`,
              order_date: '2026-11-02T09:30:00',
              fulfillment_status: 'pending',
              holds: { operator_hold: true, fraud_hold: true },
              total_price: '-5.00',
              currency: 'USD',
              shop_name: '@shop',
              email: `buyer${from + k}@example.test`,
            },
          })),
        },
      },
    },
    errors: [],
    scopeWarnings: [],
    cost: { estimated: 101, actual: count + 1, pageSize: null },
  });
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'exports-'));
});

/** A sink that records what reached it and what became of it. */
function recordingSink() {
  const state = { written: '', committed: false, aborted: false };
  const sink: FileSink = {
    write: (text) => {
      state.written += text;
      return Promise.resolve();
    },
    commit: () => {
      state.committed = true;
      return Promise.resolve({ kind: 'saved', fileName: 'x.csv' });
    },
    abort: () => {
      state.aborted = true;
      return Promise.resolve();
    },
  };
  return { sink, state, open: (() => Promise.resolve(sink)) satisfies OpenSink };
}

/** The service over a fake broker, given in the broker's request form (`execute`). */
function service({
  execute = () => Promise.resolve(fail({ kind: 'server', message: 'no service here' })),
  ...overrides
}: Partial<Omit<ExportServiceOptions, 'execute'>> & { execute?: ExecuteRequest } = {}) {
  const progress: ExportProgress[] = [];
  const requests: GraphqlRequest[] = [];
  const rows = [product(1), product(2, { name: '=cmd|calc', barcode: '+1' }), product(3)];
  const exports = createExportService({
    execute: typedExecute(execute),
    replica: { ready: () => true, rows: () => rows },
    session: () => ({ scopes: ['view:orders'], scopeLimited: true }),
    waitingSeconds: () => null,
    emit: (p) => progress.push(p),
    now: () => Date.parse('2026-11-24T12:00:00Z'),
    progressIntervalMs: 0,
    ...overrides,
  });
  return { exports, progress, requests };
}

describe('file names', () => {
  it('keeps names safe in any file system, with the day', () => {
    expect(fileNamePart('A/B\\C:*?"<>| d')).toBe('A-B-C- d');
    expect(fileNamePart('../..')).toBe('export');
    expect(exportFileName('SKU-1 stock history', new Date(2026, 10, 4))).toBe(
      'SKU-1 stock history 2026-11-04.csv',
    );
  });
});

describe('part file sink', () => {
  it('writes beside the name and renames only when complete', async () => {
    const path = join(dir, 'products.csv');
    const sink = await partFileSink(path);
    await sink.write('SKU\r\n');
    expect(await readdir(dir)).toEqual([`products.csv${PART_SUFFIX}`]);
    await expect(sink.commit()).resolves.toEqual({ kind: 'saved', fileName: 'products.csv' });
    expect(await readdir(dir)).toEqual(['products.csv']);
    expect(await readFile(path, 'utf8')).toBe('SKU\r\n');
  });

  it('leaves nothing behind when aborted', async () => {
    const sink = await partFileSink(join(dir, 'orders.csv'));
    await sink.write('Order\r\n');
    await sink.abort();
    expect(await readdir(dir)).toEqual([]);
    await expect(sink.write('more')).rejects.toThrow('already finished');
  });
});

describe('export service', () => {
  it('exports the products the filter matches, inert, with the BOM for Excel', async () => {
    const seen: unknown[] = [];
    const { exports, progress } = service({
      replica: {
        ready: () => true,
        rows: (filter) => {
          seen.push(filter);
          return [product(2, { name: '=cmd|calc', barcode: '+1' })];
        },
      },
    });
    const result = await exports.run(EXPORT_ID, true, {
      kind: 'products',
      text: 'cmd',
      quick: 'backorder',
      warehouseId: 'w1',
      sort: 'name',
      descending: true,
    });
    if (!result.ok || result.value.delivery.kind !== 'download') throw new Error('no download');
    expect(seen).toEqual([
      { text: 'cmd', quick: 'backorder', warehouseId: 'w1', sort: 'name', descending: true },
    ]);
    expect(result.value.delivery.fileName).toBe('products 2026-11-24.csv');
    const text = result.value.delivery.text;
    expect(
      text.startsWith('\uFEFFSKU,Name,On hand,Available,Price,Value,Currency,Barcode,Updated\r\n'),
    ).toBe(true);
    expect(text).toContain("SKU-2,'=cmd|calc,2,2,12.50,7.25,USD,'+1,2026-11-01T10:00:00\r\n");
    expect(result.value.rows).toBe(1);
    expect(progress.at(-1)).toEqual({
      exportId: EXPORT_ID,
      kind: 'products',
      rows: 1,
      total: 1,
      waitingSeconds: null,
    });
  });

  it('exports Low stock one low warehouse a line, with its reorder level and amount', async () => {
    const low = (warehouseId: string, available: number, reorderLevel: number) => ({
      warehouseId,
      warehouseLabel: warehouseId.toUpperCase(),
      onHand: available,
      allocated: 0,
      available,
      backorder: 0,
      reorderLevel,
      reorderAmount: 24,
      updatedAt: null,
    });
    const rows = [
      product(396, { lowIn: [low('pdx', 4, 5)], low: true }),
      product(7, { lowIn: [low('pdx', 0, 2), low('rno', 7, 7)], low: true }),
    ];
    const { exports, progress } = service({ replica: { ready: () => true, rows: () => rows } });
    const result = await exports.run(EXPORT_ID, false, {
      kind: 'products',
      text: '',
      quick: 'low',
    });
    if (!result.ok || result.value.delivery.kind !== 'download') throw new Error('no download');
    expect(result.value.delivery.fileName).toBe('low stock 2026-11-24.csv');
    expect(result.value.delivery.text.split('\r\n')).toEqual([
      'SKU,Name,On hand,Available,Low in,Available there,Reorder level,Reorder amount,Price,Value,Currency,Barcode,Updated',
      'SKU-396,Product 396,396,396,PDX,4,5,24,12.50,7.25,USD,,2026-11-01T10:00:00',
      'SKU-7,Product 7,7,7,PDX,0,2,24,12.50,7.25,USD,,2026-11-01T10:00:00',
      'SKU-7,Product 7,7,7,RNO,7,7,24,12.50,7.25,USD,,2026-11-01T10:00:00',
      '',
    ]);
    expect(result.value.rows).toBe(3);
    expect(progress.at(-1)).toMatchObject({ rows: 3, total: 3 });
  });

  it('refuses products until the catalogue copy is complete, and when signed out', async () => {
    const notReady = service({ replica: { ready: () => false, rows: () => [] } }).exports;
    const target = { kind: 'products', text: '' } as const;
    expect(await notReady.run(EXPORT_ID, false, target)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringContaining('Up to date') as unknown },
    });
    const signedOut = service({ session: () => undefined }).exports;
    expect(await signedOut.run(EXPORT_ID, false, target)).toMatchObject({
      ok: false,
      error: { kind: 'signed-out' },
    });
  });

  it('pages orders through the broker in the background, e-mail withheld without view:pii', async () => {
    const requests: GraphqlRequest[] = [];
    const execute: ExecuteRequest = (request) => {
      requests.push(request);
      return Promise.resolve(
        request.variables['after'] ? orderPage(2, 1, false) : orderPage(0, 2, true),
      );
    };
    const { exports } = service({ execute });
    const result = await exports.run(EXPORT_ID, false, {
      kind: 'orders',
      filters: { status: 'pending', email: 'someone@example.test' },
      sort: '-order_date',
    });
    if (!result.ok || result.value.delivery.kind !== 'download') throw new Error('no download');
    expect(requests.map((r) => [r.operationName, r.priority, r.variables['after']])).toEqual([
      ['OrdersExport', 'background', null],
      ['OrdersExport', 'background', 'c2'],
    ]);
    // Without view:pii the e-mail filter is not sent either, as in the list.
    expect(requests[0]?.variables).toMatchObject({
      status: 'pending',
      email: null,
      // The list's sort, the id last so ties keep one order across pages.
      sort: '-order_date,id',
    });
    const table = readCsv(Buffer.from(result.value.delivery.text));
    if (!table.ok) throw new Error('unreadable export');
    expect(table.value.header).toEqual([...ORDER_EXPORT_COLUMNS]);
    expect(table.value.records.map((r) => r.cells)).toEqual([
      [
        '#100',
        '2026-11-02T09:30:00',
        'pending',
        'Operator hold, Fraud hold',
        '-5.00',
        'USD',
        "'@shop",
        'Hidden — needs view:pii',
      ],
      [
        '#101',
        '2026-11-02T09:30:00',
        'pending',
        'Operator hold, Fraud hold',
        '-5.00',
        'USD',
        "'@shop",
        'Hidden — needs view:pii',
      ],
      [
        '#102',
        '2026-11-02T09:30:00',
        'pending',
        'Operator hold, Fraud hold',
        '-5.00',
        'USD',
        "'@shop",
        'Hidden — needs view:pii',
      ],
    ]);
    expect(result.value.delivery.text).not.toContain('example.test');
  });

  it('writes the e-mail for a sign-in holding view:pii', async () => {
    const { exports } = service({
      execute: () => Promise.resolve(orderPage(0, 1, false)),
      session: () => ({ scopes: ['view:orders', 'view:pii'], scopeLimited: true }),
    });
    const result = await exports.run(EXPORT_ID, false, { kind: 'orders', filters: {}, sort: null });
    if (!result.ok || result.value.delivery.kind !== 'download') throw new Error('no download');
    expect(result.value.delivery.text).toContain(',buyer0@example.test\r\n');
  });

  it('stops on the first failed page and leaves no file', async () => {
    const sink = recordingSink();
    let calls = 0;
    const { exports } = service({
      openSink: sink.open,
      execute: () =>
        Promise.resolve(
          ++calls === 1
            ? orderPage(0, 2, true)
            : fail({ kind: 'network', message: 'The service could not be reached.' }),
        ),
    });
    const result = await exports.run(EXPORT_ID, false, { kind: 'orders', filters: {}, sort: null });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'network', message: 'The service could not be reached.' },
    });
    expect(sink.state).toMatchObject({ committed: false, aborted: true });
    expect(sink.state.written).toContain('#101');
  });

  it('stops at Cancel, deletes the part and answers cancelled', async () => {
    const path = join(dir, 'orders.csv');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached: () => void = () => undefined;
    const secondPage = new Promise<void>((resolve) => (reached = resolve));
    let calls = 0;
    const { exports } = service({
      openSink: () => partFileSink(path),
      execute: async () => {
        if (++calls === 2) {
          reached();
          await held;
        }
        return orderPage(0, 2, true);
      },
    });
    const running = exports.run(EXPORT_ID, false, { kind: 'orders', filters: {}, sort: null });
    // The second page's request is out (and held): the first page is in the part file.
    await secondPage;
    expect(calls).toBe(2);
    expect(await readdir(dir)).toEqual([`orders.csv${PART_SUFFIX}`]);
    exports.cancel(EXPORT_ID);
    release();
    expect(await running).toEqual({
      ok: true,
      value: { delivery: { kind: 'cancelled' }, rows: 0 },
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('answers cancelled without reading anything when the Save dialog is cancelled', async () => {
    let calls = 0;
    const { exports } = service({
      openSink: () => Promise.resolve(null),
      execute: () => {
        calls++;
        return Promise.resolve(orderPage(0, 1, false));
      },
    });
    const result = await exports.run(EXPORT_ID, false, { kind: 'history', sku: 'SKU-1' });
    expect(result).toEqual({ ok: true, value: { delivery: { kind: 'cancelled' }, rows: 0 } });
    expect(calls).toBe(0);
  });

  it('refuses a second run under the same id while the first runs', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { exports } = service({
      execute: async () => {
        await held;
        return orderPage(0, 1, false);
      },
    });
    const first = exports.run(EXPORT_ID, false, { kind: 'orders', filters: {}, sort: null });
    expect(
      await exports.run(EXPORT_ID, false, { kind: 'orders', filters: {}, sort: null }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    release();
    expect(await first).toMatchObject({ ok: true, value: { rows: 1 } });
  });
});

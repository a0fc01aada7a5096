import { describe, expect, it } from 'vitest';
import type { GraphqlRequest } from '../../broker/request.ts';
import { loadServiceSchema } from '../../../shared/api/service-schema.ts';
import type { ExecuteRequest } from '../../broker/execute.ts';
import { previewOrderImport } from '../orders/order-import.ts';
import { previewStockImport } from '../stock/stock-import.ts';
import { NO_ROWS } from './preview.ts';

const schema = loadServiceSchema();
const STOCK_CSV = 'SKU,Warehouse,Change,Quantity,Reason\nMUG-1,Primary,add,12,Delivery\n';
const ORDER_CSV = 'Order,Change,Value\n#1001,tag,VIP\n';

describe('a preview of a file of the wrong kind', () => {
  it.each([
    ['a stock file as an order import', previewOrderImport, STOCK_CSV, '"SKU" is not a column'],
    ['an order file as a stock import', previewStockImport, ORDER_CSV, '"Order" is not a column'],
  ])('refuses %s by its header, sending no request', async (_, preview, csv, message) => {
    const sent: GraphqlRequest[] = [];
    const execute: ExecuteRequest = (request) => {
      sent.push(request);
      return Promise.resolve({ ok: false, error: { kind: 'network', message: 'offline' } });
    };
    const result = await preview({
      execute,
      schema,
      bytes: new TextEncoder().encode(csv),
      fileName: 'wrong.csv',
      rate: 60,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'file', file: { kind: 'header' } } });
    if (result.ok || result.error.kind !== 'file' || result.error.file.kind !== 'header') return;
    expect(result.error.file.message).toContain(message);
    expect(sent).toEqual([]);
  });
});

describe('a preview of a file with a header and no rows', () => {
  it.each([
    ['a stock import', previewStockImport, 'SKU,Warehouse,Change,Quantity,Reason\r\n'],
    ['an order import', previewOrderImport, 'Order,Change,Value\n\n\n'],
  ])('for %s says so and offers nothing to start, sending no request', async (_, preview, csv) => {
    const sent: GraphqlRequest[] = [];
    const execute: ExecuteRequest = (request) => {
      sent.push(request);
      return Promise.resolve({ ok: false, error: { kind: 'network', message: 'offline' } });
    };
    const result = await preview({
      execute,
      schema,
      bytes: new TextEncoder().encode(csv),
      fileName: 'header-only.csv',
      rate: 60,
    });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'file', file: { kind: 'no-rows', message: NO_ROWS } },
    });
    expect(NO_ROWS).toMatch(/^The file has a header but no rows\./);
    expect(sent).toEqual([]);
  });
});

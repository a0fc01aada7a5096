/**
 * Exports against the sandbox through the real broker: orders paged at background priority
 * match the sandbox's orders, each page charged exactly as the service charges (one per order
 * returned plus one); a SKU's history matches its inventory changes; e-mail only with view:pii.
 */
import { print } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlPayload } from '../../../shared/bridge/graphql.ts';
import { OPERATIONS } from '../../../shared/operations/catalogue.ts';
import type { Account } from '../../../sandbox/data/types.ts';
import { dig, startTestSandbox } from '../../../sandbox/testing/test-sandbox.ts';
import { startHarness, tokenAuth, type Harness } from '../../broker/testing/broker-harness.ts';
import { readCsv } from '../csv/read.ts';
import { typedExecute, type ExecuteRequest } from '../../broker/execute.ts';
import { createExportService } from './export-service.ts';

const EXPORT_ID = '5f0e2a59-7c1d-4f7a-9a51-0a3c0c6b2e44';

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

function accountOf(h: Harness): Account {
  const account = h.sandbox.data.accounts[0];
  if (!account) throw new Error('sandbox has no account');
  return account;
}

/** The broker's execute, with what each reply cost. */
function costed(h: Harness) {
  const costs: {
    operation: string;
    first: unknown;
    nodes: number;
    cost: GraphqlPayload<unknown>['cost'];
  }[] = [];
  const execute: ExecuteRequest = async (request) => {
    const result = await h.broker.execute(request);
    if (result.ok) {
      const root = Object.values(result.value.data as Record<string, unknown>)[0];
      costs.push({
        operation: request.operationName,
        first: result.value.cost.pageSize ?? request.variables['first'],
        nodes: ((dig(root, 'data.edges') as unknown[] | undefined) ?? []).length,
        cost: result.value.cost,
      });
    }
    return result;
  };
  return { execute: typedExecute(execute), costs };
}

function table(text: string) {
  const read = readCsv(Buffer.from(text));
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

async function download(
  run: ReturnType<ReturnType<typeof createExportService>['run']>,
): Promise<string> {
  const result = await run;
  if (!result.ok) throw new Error(result.error.message);
  if (result.value.delivery.kind !== 'download') throw new Error('not a download');
  return result.value.delivery.text;
}

describe('OrdersExport in the sandbox', () => {
  it('charges like the orders list and withholds e-mail without view:pii', async () => {
    const t = await startTestSandbox({ orders: 12 });
    try {
      const document = print(OPERATIONS.OrdersExport.document);
      const without = await t.graphql(t.token(['view:orders']), document, { first: 5 });
      expect(dig(without.body, 'extensions.throttling.cost')).toBe(6);
      expect(dig(without.body, 'extensions.throttling.estimated_complexity')).toBe(6);
      expect(dig(without.body, 'data.orders.data.edges.0.node.email')).toBeNull();
      expect(dig(without.body, 'extensions.scope_warnings')).toHaveProperty(['Order.email']);
      const withPii = await t.graphql(t.token(['view:orders', 'view:pii']), document, { first: 5 });
      const number = dig(withPii.body, 'data.orders.data.edges.0.node.order_number');
      const order = t.sandbox.data.accounts[0]?.orders.find((o) => o.order_number === number);
      expect(dig(withPii.body, 'data.orders.data.edges.0.node.email')).toBe(order?.email);
    } finally {
      await t.close();
    }
  });
});

describe('exports through the broker', () => {
  it('exports every order of a filter in the list order, each page charged 1 + orders', async () => {
    harness = await startHarness({ products: 10, orders: 230 });
    const h = harness;
    const { execute, costs } = costed(h);
    const exports = createExportService({
      execute,
      replica: { ready: () => false, rows: () => [] },
      session: () => ({ scopes: [], scopeLimited: false }),
      waitingSeconds: () => null,
      emit: () => undefined,
    });
    const status = accountOf(h).orders[0]?.fulfillment_status ?? 'pending';
    const text = await download(
      exports.run(EXPORT_ID, false, { kind: 'orders', filters: { status }, sort: 'order_number' }),
    );
    const expected = accountOf(h)
      .orders.filter((o) => o.fulfillment_status === status)
      .map((o) => [o.order_number, o.email])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    const rows = table(text).records.map((r) => [r.cells[0], r.cells[7]]);
    expect(rows).toEqual(expected);
    expect(costs.length).toBeGreaterThan(1);
    for (const page of costs) {
      expect(page.operation).toBe('OrdersExport');
      expect(page.cost.estimated).toBe(1 + Number(page.first));
      expect(page.cost.actual).toBe(1 + page.nodes);
    }
    expect(costs.reduce((sum, page) => sum + page.nodes, 0)).toBe(expected.length);
  });

  it('writes placeholders, never e-mail addresses, for a sign-in without view:pii', async () => {
    harness = await startHarness(
      { products: 10, orders: 20 },
      { auth: (sandbox) => tokenAuth(sandbox, { scopes: ['view:orders'] }) },
    );
    const h = harness;
    const exports = createExportService({
      execute: h.broker.run,
      replica: { ready: () => false, rows: () => [] },
      session: () => ({ scopes: ['view:orders'], scopeLimited: true }),
      waitingSeconds: () => null,
      emit: () => undefined,
    });
    const text = await download(
      exports.run(EXPORT_ID, false, { kind: 'orders', filters: {}, sort: null }),
    );
    const records = table(text).records;
    expect(records).toHaveLength(accountOf(h).orders.length);
    expect(new Set(records.map((r) => r.cells[7]))).toEqual(new Set(['Hidden — needs view:pii']));
    expect(text).not.toContain('@');
  });

  it("exports a SKU's whole history, newest first, warehouses by name", async () => {
    harness = await startHarness({ products: 10, orders: 5 });
    const h = harness;
    const account = accountOf(h);
    const counts = new Map<string, number>();
    for (const c of account.inventoryChanges) counts.set(c.sku, (counts.get(c.sku) ?? 0) + 1);
    const [sku] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (!sku) throw new Error('no history in the sandbox');
    const exports = createExportService({
      execute: h.broker.run,
      replica: { ready: () => false, rows: () => [] },
      session: () => ({ scopes: [], scopeLimited: false }),
      waitingSeconds: () => null,
      emit: () => undefined,
    });
    const text = await download(exports.run(EXPORT_ID, false, { kind: 'history', sku }));
    const names = new Map(account.warehouses.map((w) => [w.id, w.identifier]));
    const expected = account.inventoryChanges
      .filter((c) => c.sku === sku)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((c) => [
        c.created_at,
        names.get(c.warehouse_id),
        String(c.change_in_on_hand),
        String(c.previous_on_hand + c.change_in_on_hand),
        c.reason,
      ]);
    const parsed = table(text);
    expect(parsed.header).toEqual(['Date', 'Warehouse', 'Change', 'On hand after', 'Reason']);
    expect(parsed.records.map((r) => r.cells)).toEqual(expected);
  });
});

/**
 * Several catalogued mutations in one request, against the sandbox: one request crosses the
 * wire, each item gets its own result, a failing item leaves the others applied exactly once,
 * and the broker refuses to batch anything but catalogued mutations.
 */
import { Kind, parse, print, validate } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../shared/operations/catalogue.ts';
import { loadServiceSchema } from '../../shared/api/service-schema.ts';
import { BatchDocumentError, batchDocument, batchVariables } from './batch-document.ts';
import { startHarness, type Harness } from './testing/broker-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function stockRecords(harness: Harness, count: number) {
  const account = harness.sandbox.data.accounts[0];
  if (!account) throw new Error('no account');
  const records = [...account.warehouseProductsBySku.values()]
    .map((list) => list[0])
    .filter((r) => r !== undefined)
    .slice(0, count);
  if (records.length < count) throw new Error('not enough stocked SKUs');
  return { account, records };
}

describe('batchDocument', () => {
  it('aliases each item’s root fields and renames its variables, from the catalogue’s own text', () => {
    const text = print(
      batchDocument([OPERATIONS.AddInventory, OPERATIONS.PlaceOrderHold, OPERATIONS.AddInventory]),
    );
    expect(text).toContain('mutation Batch($b0_data: UpdateInventoryInput!');
    expect(text).toContain('b0_inventory_add: inventory_add(data: $b0_data)');
    expect(text).toContain('b1_order_update_holds: order_update_holds(data: $b1_hold)');
    expect(text).toContain('b1_order_add_history_entry: order_add_history_entry(data: $b1_note)');
    expect(text).toContain('b2_inventory_add: inventory_add(data: $b2_data)');
    expect(batchVariables([{ data: 1 }, { hold: 2, note: 3 }])).toEqual({
      b0_data: 1,
      b1_hold: 2,
      b1_note: 3,
    });
  });
});

describe('batchDocument with fragments', () => {
  // Stock changes, and the hold mutations an order import sends.
  it.each([
    {
      items: [OPERATIONS.AddInventory, OPERATIONS.RemoveInventory, OPERATIONS.AddInventory],
      carried: ['ChangedStockRecord'],
    },
    {
      items: [OPERATIONS.PlaceOrderHold, OPERATIONS.UpdateOrderHolds, OPERATIONS.PlaceOrderHold],
      carried: ['OrderHoldFlags'],
    },
  ])(
    'carries the fragments the items spread ($carried), once each, and is valid against the schema',
    ({ items, carried }) => {
      const document = batchDocument(items);
      const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
      expect(fragments.map((f) => f.name.value)).toEqual(carried);
      expect(validate(loadServiceSchema(), document)).toEqual([]);
    },
  );

  it('refuses a fragment that uses variables, or two different fragments of one name', () => {
    const item = (text: string) => ({ document: parse(text), rootFields: ['inventory_add'] });
    const withVariable = item(
      'mutation A($d: UpdateInventoryInput!, $x: Boolean!) { inventory_add(data: $d) { ...F } } fragment F on InventoryPayload { request_id @include(if: $x) }',
    );
    expect(() => batchDocument([withVariable])).toThrow(BatchDocumentError);
    const one = item(
      'mutation A($d: UpdateInventoryInput!) { inventory_add(data: $d) { ...F } } fragment F on InventoryPayload { request_id }',
    );
    const other = item(
      'mutation B($d: UpdateInventoryInput!) { inventory_add(data: $d) { ...F } } fragment F on InventoryPayload { complexity }',
    );
    expect(() => batchDocument([one, other])).toThrow('two different fragments are named F');
  });
});

describe('executeBatch', () => {
  it('sends one request and answers each item on its own; a failing item leaves the others applied once', async () => {
    h = await startHarness({}, {});
    const { account, records } = stockRecords(h, 3);
    const [a, b, c] = records;
    if (!a || !b || !c) return;
    const before = { a: a.on_hand, c: c.on_hand, changes: account.inventoryChanges.length };
    const outcome = await h.broker.executeBatch({
      items: [
        {
          operationName: 'AddInventory',
          variables: {
            data: { sku: a.sku, warehouse_id: a.warehouse_id, quantity: 2, reason: 'batch a' },
          },
        },
        // Removing more than is on hand fails on its own.
        {
          operationName: 'RemoveInventory',
          variables: {
            data: {
              sku: b.sku,
              warehouse_id: b.warehouse_id,
              quantity: b.on_hand + 1000,
              reason: 'batch b',
            },
          },
        },
        {
          operationName: 'ReplaceInventory',
          variables: {
            data: { sku: c.sku, warehouse_id: c.warehouse_id, quantity: 7, reason: 'batch c' },
          },
        },
      ],
    });
    expect(outcome.kind).toBe('sent');
    if (outcome.kind !== 'sent') return;
    const [ra, rb, rc] = outcome.items;
    expect(ra?.ok).toBe(true);
    expect(rb?.ok).toBe(false);
    expect(rc?.ok).toBe(true);
    if (ra?.ok) {
      expect(ra.value.data).toMatchObject({ inventory_add: { warehouse_product: { sku: a.sku } } });
    }
    expect(h.wire.count((r) => r.operation === 'Batch')).toBe(1);
    expect(a.on_hand).toBe(before.a + 2);
    expect(c.on_hand).toBe(7);
    const added = account.inventoryChanges.slice(before.changes).map((change) => change.reason);
    expect(added.filter((reason) => reason === 'batch a')).toHaveLength(1);
    expect(added.filter((reason) => reason === 'batch c')).toHaveLength(1);
    expect(added).not.toContain('batch b');
  });

  it('refuses a query, an unknown name or bad variables before anything is sent', async () => {
    h = await startHarness({}, {});
    const query = await h.broker.executeBatch({
      items: [{ operationName: 'Quota', variables: {} }],
    });
    const unknown = await h.broker.executeBatch({
      items: [{ operationName: 'mutation { inventory_add }', variables: {} }],
    });
    const bad = await h.broker.executeBatch({
      items: [{ operationName: 'AddInventory', variables: { data: { sku: 3 } } }],
    });
    for (const outcome of [query, unknown, bad]) {
      expect(outcome).toMatchObject({ kind: 'failed', error: { kind: 'invalid-input' } });
    }
    expect(h.wire.count((r) => r.operation === 'Batch')).toBe(0);
  });

  it('says a document the service refuses as a whole was refused, nothing run', async () => {
    h = await startHarness(
      {},
      {
        intercept: (body, send) =>
          body.includes('mutation Batch')
            ? Promise.resolve(
                new Response(
                  JSON.stringify({
                    data: null,
                    errors: [{ message: 'Only one mutation per request', code: 3 }],
                  }),
                  { status: 200, headers: { 'content-type': 'application/json' } },
                ),
              )
            : send(),
      },
    );
    const { records } = stockRecords(h, 2);
    const items = records.map((r) => ({
      operationName: 'AddInventory',
      variables: { data: { sku: r.sku, warehouse_id: r.warehouse_id, quantity: 1, reason: 'x' } },
    }));
    expect(await h.broker.executeBatch({ items })).toEqual({
      kind: 'refused',
      message: 'Only one mutation per request',
    });
  });
});

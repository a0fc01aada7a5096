/**
 * Every catalogue operation, sent as main will send it, runs against the sandbox without errors,
 * with a token holding exactly the scopes the catalogue derived for it (so the derivation is
 * also checked against the sandbox's enforcement). Queries first, then mutations.
 */
import { Kind, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../sandbox/data/types.ts';
import {
  dig,
  digList,
  startTestSandbox,
  type TestSandbox,
} from '../../sandbox/testing/test-sandbox.ts';
import {
  OPERATIONS,
  isOperationName,
  operationDefinition,
  type OperationName,
  type OperationVariables,
} from './catalogue.ts';
import { ordersByNumbersVariables } from './orders-by-numbers.ts';
import { OPEN_ORDERS_STATUS } from '../orders/open-orders-status.ts';

let t: TestSandbox;
let account: Account;
let orderId: string;
let statusBefore: string;
beforeAll(async () => {
  // Enough orders that some have shipments and returns.
  t = await startTestSandbox({ orders: 200 });
  const found = t.sandbox.data.accounts.find((a) => a.id === t.owner.account_id);
  if (!found) throw new Error('the sandbox owner has no account');
  account = found;
  const orders = await t.graphql(t.token(null), print(OPERATIONS.OrdersPage.document), {
    first: 1,
  });
  orderId = String(dig(orders.body, 'data.orders.data.edges.0.node.id'));
  statusBefore = String(dig(orders.body, 'data.orders.data.edges.0.node.fulfillment_status'));
});
afterAll(() => t.close());

// A purchase order of the seed, read as the Incoming list reads one.
let poId = 'no-purchase-order';
let poNumber = 'no-purchase-order';
/** The `n`th open purchase order of the seed (its id), for the changes. */
/** A SKU on an open purchase order of the seed. */
const onOrderSku = (): string =>
  account.purchaseOrders.find((p) => p.date_closed === null)?.line_items[0]?.sku ?? 'no-sku';
const openPo = (n: number): string =>
  account.purchaseOrders.filter((p) => p.date_closed === null)[n]?.id ?? 'no-open-po';
beforeAll(async () => {
  const pos = await t.graphql(t.token(null), print(OPERATIONS.PurchaseOrdersPage.document), {
    first: 1,
  });
  poId = String(dig(pos.body, 'data.purchase_orders.data.edges.0.node.id'));
  poNumber = String(dig(pos.body, 'data.purchase_orders.data.edges.0.node.po_number'));
});

const existingSku = (): string => account.products[0]?.sku ?? 'no-products';
const warehouseIds = (): string[] => account.warehouses.map((w) => w.id);
const firstWarehouse = (): string => warehouseIds()[0] ?? 'no-warehouses';
const newSku = 'FLOORBOARD-OPS-TEST-1';
const orderWith = (kind: 'shipments' | 'returns'): string =>
  account.orders.find((o) => o[kind].length > 0)?.id ?? 'no-such-order';

const seededReturn = (): string =>
  account.orders.flatMap((o) => o.returns).find((r) => r.status === 'pending')?.id ?? 'no-return';

/** Realistic variables for every operation: adding an operation without them fails to compile. */
const variables: { [N in OperationName]: () => OperationVariables<N> } = {
  Viewer: () => ({}),
  ViewerScopes: () => ({}),
  Quota: () => ({}),
  AccountWarehouses: () => ({}),
  ProductsPage: () => ({ first: 25, sort: '-created_at,name' }),
  ProductDetail: () => ({ sku: existingSku() }),
  ProductBySku: () => ({ sku: existingSku() }),
  OrdersPage: () => ({ first: 25, sort: '-order_date', status: 'pending' }),
  OrdersExport: () => ({ first: 25, sort: '-order_date', status: 'pending' }),
  OrdersByNumbers: () => ordersByNumbersVariables([account.orders[0]?.order_number ?? '#0', '#0']),
  OrderDetail: () => ({ id: orderId, lineItemsFirst: 10 }),
  OrderStatusSample: () => ({ first: 50 }),
  OverviewOrders: () => ({
    first: 100,
    orderDateFrom: '2020-01-01T00:00:00',
    hasHold: true,
    withMark: true,
  }),
  OrderShipments: () => ({ orderId: orderWith('shipments'), first: 10 }),
  OrderReturns: () => ({ orderId: orderWith('returns'), first: 10 }),
  OrderTimeline: () => ({ orderId, first: 50 }),
  InventoryChanges: () => ({ sku: existingSku(), first: 20 }),
  StockChanges: () => ({ first: 20, from: '2026-10-31T00:00:00', to: '2026-11-01T23:59:59' }),
  ImportRunChanges: () => {
    // A fragment of a seeded change's reason, inside a day either side of it.
    const change = account.inventoryChanges[0];
    const at = Date.parse(change?.created_at ?? '2026-01-01T00:00:00Z');
    return {
      reason: (change?.reason ?? '').slice(0, 6),
      date_from: new Date(at - 86_400_000).toISOString().slice(0, 19),
      date_to: new Date(at + 86_400_000).toISOString().slice(0, 19),
      sort: 'created_at,id',
      first: 20,
    };
  },
  LowStock: () => ({ first: 20, warehouseId: firstWarehouse() }),
  ReplicaProducts: () => ({ first: 50, sort: 'updated_at', updatedFrom: '2020-01-01T00:00:00' }),
  ReplicaStock: () => ({ first: 50, updatedFrom: '2020-01-01T00:00:00' }),
  ReplicaMarks: () => ({}),
  ReplicaNewest: () => ({}),
  ReplicaIds: () => ({ first: 100 }),
  PurchaseOrdersPage: () => ({ first: 25, sort: 'po_date' }),
  PurchaseOrdersExport: () => ({ first: 25, sort: '-po_date', warehouseId: firstWarehouse() }),
  PurchaseOrderDetail: () => ({ id: poId, lineItemsFirst: 10 }),
  PurchaseOrderByNumber: () => ({ poNumber }),
  BriefOrders: () => ({ first: 20, updatedFrom: '2020-01-01T00:00:00' }),
  BriefStockChanges: () => ({ first: 20, from: '2026-10-01T00:00:00', to: '2026-11-28T00:00:00' }),
  BriefShipments: () => ({ first: 20, from: '2020-01-01T00:00:00' }),
  BriefReturns: () => ({ first: 20, orderId: orderWith('returns') }),
  BriefPurchaseOrder: () => ({ poNumber }),
  ReturnsQueue: () => ({ first: 20 }),
  ReturnsDetail: () => ({ id: seededReturn() }),
  ReturnsOrder: () => ({ id: orderWith('returns') }),
  UpdateReturnStatus: () => ({ returnId: seededReturn(), status: 'received' }),
  // The seeded shipments story ships on the test clock's day (1 November) and the day before.
  ShipmentsPage: () => ({
    first: 20,
    dateFrom: '2026-10-31T00:00:00',
    dateTo: '2026-11-01T23:59:59',
  }),
  ShipmentsExport: () => ({
    first: 20,
    dateFrom: '2026-10-31T00:00:00',
    dateTo: '2026-11-01T23:59:59',
  }),
  LateOrdersPage: () => ({ first: 20, fulfillmentStatus: OPEN_ORDERS_STATUS }),
  Vendors: () => ({ first: 50 }),
  VendorProducts: () => ({ first: 50 }),
  SetPurchaseOrderStatus: () => ({ poId: openPo(0), status: 'awaiting-dock' }),
  ClosePurchaseOrder: () => ({ poId: openPo(1) }),
  CancelPurchaseOrder: () => ({ poId: openPo(2) }),
  OnOrderForSku: () => ({ sku: onOrderSku(), first: 5 }),
  NotePurchaseOrder: () => ({ poId: openPo(0), note: 'Closed 27 Nov: vendor out of stock' }),
  ProductVendors: () => ({ sku: existingSku() }),
  OpenPoLines: () => ({ first: 20 }),
  CreatePurchaseOrder: () => ({
    data: {
      po_number: 'PO-20261127-OPST',
      warehouse_id: firstWarehouse(),
      subtotal: '10.00',
      shipping_price: '0.00',
      total_price: '10.00',
      line_items: [{ sku: existingSku(), quantity: 4, price: '2.50', expected_weight_in_lbs: '0' }],
    },
  }),
  CreateProduct: () => ({
    data: {
      name: 'Floorboard operations test',
      sku: newSku,
      price: '12.50',
      value: '7.25',
      barcode: '0001234567895',
      warehouse_products: warehouseIds().map((warehouse_id) => ({ warehouse_id, on_hand: 10 })),
    },
  }),
  AddInventory: () => ({
    data: { sku: newSku, warehouse_id: firstWarehouse(), quantity: 5, reason: 'Restock' },
  }),
  RemoveInventory: () => ({
    data: { sku: newSku, warehouse_id: firstWarehouse(), quantity: 2, reason: 'Damaged' },
  }),
  ReplaceInventory: () => ({
    data: { sku: newSku, warehouse_id: firstWarehouse(), quantity: 7, reason: 'Cycle count' },
  }),
  UpdateOrderFulfillmentStatus: () => ({
    data: { order_id: orderId, fulfillment_status: 'on_hold', reason: 'Operations test' },
  }),
  UpdateProduct: () => ({ data: { sku: newSku, name: 'Floorboard operations test, renamed' } }),
  UpdateWarehouseProduct: () => ({
    data: { sku: newSku, warehouse_id: firstWarehouse(), reorder_level: 4, reorder_amount: 20 },
  }),
  UpdateOrderHolds: () => ({ data: { order_id: orderId, operator_hold: true } }),
  PlaceOrderHold: () => ({
    hold: { order_id: orderId, client_hold: true },
    note: { order_id: orderId, history_entry: { message: 'Hold reason: operations test' } },
  }),
  AddOrderNote: () => ({
    data: { order_id: orderId, history_entry: { message: 'Operations test note' } },
  }),
  AddOrderTags: () => ({ data: { order_id: orderId, tags: ['ops-test', 'keep'] } }),
  UpdateOrderTags: () => ({ data: { order_id: orderId, tags: ['keep'] } }),
};

const names = Object.keys(OPERATIONS).filter(isOperationName);
const ordered = [
  ...names.filter((n) => OPERATIONS[n].kind === 'query'),
  ...names.filter((n) => OPERATIONS[n].kind === 'mutation'),
];

describe('catalogue operations against the sandbox', () => {
  for (const name of ordered) {
    it(name, async () => {
      const entry = OPERATIONS[name];
      const token = t.token([...entry.scopes]);
      const reply = await t.graphql(token, print(entry.document), variables[name]());
      expect(reply.status, name).toBe(200);
      expect(reply.body.errors, `${name}: ${JSON.stringify(reply.body.errors)}`).toBeUndefined();
      // Response keys (an alias, else the field's name) of the root fields always selected.
      const keys = operationDefinition(entry.document).selectionSet.selections.flatMap((s) =>
        s.kind === Kind.FIELD && !s.directives?.length ? [s.alias?.value ?? s.name.value] : [],
      );
      expect(keys.length, name).toBeGreaterThan(0);
      for (const field of keys) {
        expect(dig(reply.body, `data.${field}`), `${name}: data.${field}`).toEqual(
          expect.any(Object),
        );
        // Realistic variables find something: a page of zero rows would prove little.
        if (entry.pageSizeVariable === 'first') {
          expect(digList(reply.body, `data.${field}.data.edges`), name).not.toHaveLength(0);
        }
      }
    });
  }

  it('shows the mutations took effect', async () => {
    const created = await t.graphql(t.token(null), print(OPERATIONS.ProductBySku.document), {
      sku: newSku,
    });
    expect(dig(created.body, 'data.product.data.sku')).toBe(newSku);
    expect(account.warehouseProductsBySku.get(newSku)?.[0]?.on_hand).toBe(7);
    const order = account.ordersById.get(orderId);
    expect(order?.fulfillment_status).toBe('on_hold');
    expect(order?.holds.operator_hold).toBe(true);
    expect(order?.holds.client_hold).toBe(true);
    expect(order?.tags).toEqual(['keep']);
    expect(order?.order_history.map((h) => h.information).slice(-7)).toEqual([
      `Status changed from ${statusBefore} to on_hold: Operations test`,
      'Operator hold placed',
      'Client hold placed',
      'Hold reason: operations test',
      'Operations test note',
      'Tags added: ops-test, keep',
      'Tags removed: ops-test',
    ]);
  });
});

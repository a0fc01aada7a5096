/**
 * Documents written for the public API must run against the sandbox without errors: a few in the
 * shape public integrations send, and, per implemented operation, a generated document selecting
 * every field of the schema a few levels deep (which catches any record field whose type or
 * nullability disagrees with the published schema).
 */
import {
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLNamedType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionType } from '../../shared/cost/estimate.ts';
import { dig, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { loadServiceSchema } from '../../shared/api/service-schema.ts';

const schema = loadServiceSchema();
let t: TestSandbox;
let token: string;
let orderId: string;
let sku: string;
let shippedOrderId: string;
let poNumber: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = t.token(null);
  const first = await t.graphql(
    token,
    '{ orders { data(first: 1) { edges { node { id line_items(first: 1) { edges { node { sku } } } } } } } }',
  );
  orderId = String(dig(first.body, 'data.orders.data.edges.0.node.id'));
  sku = String(dig(first.body, 'data.orders.data.edges.0.node.line_items.edges.0.node.sku'));
  const shipped = t.sandbox.data.accounts[0]?.orders.find((o) => o.shipments.length > 0);
  if (!shipped) throw new Error('the seeded data has no shipped order');
  shippedOrderId = shipped.id;
  poNumber = t.sandbox.data.accounts[0]?.purchaseOrders[0]?.po_number ?? '';
});
afterAll(() => t.close());

/** The node type of a connection type. */
function nodeTypeOf(connection: GraphQLNamedType): GraphQLNamedType {
  const edge = isObjectType(connection) ? connection.getFields()['edges'] : undefined;
  const edgeType = edge ? getNamedType(edge.type) : undefined;
  const node = edgeType && isObjectType(edgeType) ? edgeType.getFields()['node'] : undefined;
  if (!node) throw new Error(`${connection.name} is not a connection`);
  return getNamedType(node.type);
}

const connectionSelection = (node: GraphQLNamedType, depth: number): string =>
  `(first: 2) { pageInfo { hasNextPage endCursor } edges { cursor node { ${selectAll(node, depth)} } } }`;

/** Every field reachable from `type` within `depth` levels; connections take `first: 2`. */
function selectAll(type: GraphQLNamedType, depth: number): string {
  if (!isObjectType(type)) return '__typename';
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type))) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (depth > 0 && isConnectionType(named)) {
      parts.push(field.name + connectionSelection(nodeTypeOf(named), depth - 1));
    } else if (depth > 0) parts.push(`${field.name} { ${selectAll(named, depth - 1)} }`);
  }
  return parts.length > 0 ? parts.join(' ') : '__typename';
}

function rootDocument(field: string, args: string): string {
  const def = schema.getQueryType()?.getFields()[field];
  if (!def) throw new Error(`no root field ${field}`);
  const wrapperType = getNamedType(def.type);
  if (field === 'user_quota') return `{ user_quota { ${selectAll(wrapperType, 1)} } }`;
  const dataField = isObjectType(wrapperType) ? wrapperType.getFields()['data'] : undefined;
  if (!dataField) throw new Error(`${field} has no data field`);
  const dataType = getNamedType(dataField.type);
  const data = isConnectionType(dataType)
    ? `data${connectionSelection(nodeTypeOf(dataType), 3)}`
    : `data { ${selectAll(dataType, 3)} }`;
  return `{ ${field}${args} { request_id complexity ${data} } }`;
}

describe('every field of every implemented operation resolves as the schema says', () => {
  const cases: [string, () => string][] = [
    ['products', () => ''],
    ['product', () => `(sku: "${sku}")`],
    ['warehouse_products', () => ''],
    ['orders', () => ''],
    ['order', () => `(id: "${orderId}")`],
    ['inventory_changes', () => `(sku: "${sku}")`],
    ['shipments', () => `(order_id: "${shippedOrderId}")`],
    ['returns', () => ''],
    ['order_history', () => `(order_id: "${shippedOrderId}")`],
    ['account', () => ''],
    ['me', () => ''],
    ['user_quota', () => ''],
    ['vendors', () => ''],
    ['purchase_orders', () => ''],
    ['purchase_order', () => `(po_number: "${poNumber}")`],
    ['picks_per_day', () => ''],
  ];
  for (const [field, args] of cases) {
    it(field, async () => {
      const { status, body } = await t.graphql(token, rootDocument(field, args()));
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(dig(body, `data.${field}`)).not.toBeNull();
    });
  }
});

describe('documents in the shape public integrations send', () => {
  const documents: Record<string, string> = {
    ProductsSync: `query ProductsSync($first: Int, $after: String) {
      products { request_id complexity data(first: $first, after: $after, sort: "-created_at") {
        pageInfo { hasNextPage endCursor }
        edges { node { id legacy_id sku name price value barcode created_at updated_at
          dimensions { weight height width length }
          warehouse_products { id warehouse_id on_hand allocated available backorder reorder_level warehouse { identifier } } } }
      } } }`,
    OrdersByStatus: `query OrdersByStatus($status: String) {
      orders(fulfillment_status: $status) { complexity data(first: 25) {
        edges { node { id order_number shop_name fulfillment_status order_date total_price subtotal total_tax email
          shipping_address { first_name last_name address1 city state zip country phone }
          shipping_lines { carrier method price }
          line_items(first: 10) { edges { node { id sku quantity product_name price fulfillment_status } } } } }
      } } }`,
    // A help desk answering "where is my order?": the shipments of one order, with tracking.
    ShipmentsByOrder: `query ShipmentsByOrder($orderId: String) {
      shipments(order_id: $orderId) { request_id complexity data(first: 10) {
        edges { node { id order_id created_date delivered total_packages
          address { name city state country }
          shipping_labels { tracking_number tracking_url carrier shipping_method status created_date }
          line_items(first: 20) { edges { node { line_item_id quantity line_item { sku } } } } } }
      } } }`,
    OrderWithTracking: `query OrderWithTracking($orderId: String!) {
      order(id: $orderId) { request_id complexity data { id order_number fulfillment_status email
        holds { operator_hold payment_hold address_hold fraud_hold }
        shipments { id delivered shipping_labels { carrier shipping_method tracking_number tracking_url } }
        returns { id status reason total_items_expected total_items_received }
        order_history { created_at username information }
        line_items(first: 20) { edges { node { sku quantity quantity_shipped quantity_pending_fulfillment backorder_quantity } } } } } }`,
    NoteForCustomerService: `mutation NoteForCustomerService($orderId: String!) {
      order_add_history_entry(data: { order_id: $orderId, history_entry: { source: "helpdesk", message: "Customer asked where the parcel is" } }) {
        request_id complexity order { id order_history { information } } } }`,
    Quota: 'query Quota { user_quota { credits_remaining max_available increment_rate } }',
    Warehouses:
      'query Warehouses { account { request_id data { id email warehouses { id identifier address { name city state country } } } } }',
    Changes: `query Changes($sku: String) { inventory_changes(sku: $sku) { data(first: 20, sort: "-created_at") {
      edges { node { id sku warehouse_id previous_on_hand change_in_on_hand reason created_at } } } } }`,
    // What a purchasing integration reads: vendors, and open POs with their lines.
    VendorList: `query VendorList { vendors { request_id complexity data(first: 50) {
      edges { node { id legacy_id name email account_number currency address { city state country } } } } } }`,
    OpenPurchaseOrders: `query OpenPurchaseOrders($status: String) {
      purchase_orders(fulfillment_status: $status) { request_id complexity data(first: 20, sort: "-po_date") {
        pageInfo { hasNextPage endCursor }
        edges { node { id po_number po_date created_at fulfillment_status total_price tracking_number
          vendor { name } warehouse { identifier }
          line_items(first: 20) { edges { node { sku vendor_sku quantity quantity_received quantity_rejected sell_ahead price fulfillment_status } } } } } } } }`,
    AddStock: `mutation AddStock($sku: String!, $wh: String!) {
      inventory_add(data: { sku: $sku, warehouse_id: $wh, quantity: 2, reason: "Integration restock" }) {
        request_id complexity warehouse_product { sku on_hand warehouse_id } } }`,
  };

  for (const [name, query] of Object.entries(documents)) {
    it(name, async () => {
      const variables = {
        first: 50,
        status: 'pending',
        sku,
        orderId: shippedOrderId,
        wh: t.sandbox.data.accounts[0]?.warehouses[0]?.id ?? '',
      };
      const response = await fetch(`${t.sandbox.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables, operationName: name }),
      });
      const body = (await response.json()) as { errors?: unknown; data?: unknown };
      expect(response.status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual(expect.any(Object));
    });
  }
});

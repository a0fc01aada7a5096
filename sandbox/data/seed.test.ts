import { describe, expect, it } from 'vitest';
import { parseCents } from './money.ts';
import type { SeedOptions } from './seed.ts';
import { seedData } from './seed.ts';
import { storyRoles } from './shipment-story.ts';
import { MANUAL_ADJUSTMENTS } from './stock-recent.ts';
import type { Account, InventoryChange, Order, SandboxData } from './types.ts';
import { encodeId } from './types.ts';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const DAY_MS = 86_400_000;
/** Orders the shipments story adds to each account, after its own (shipment-story.ts). */
const STORY_ORDERS = storyRoles(NOW).length;
/** Start of yesterday: the recent movements begin here. */
const RECENT_FROM = Math.floor(NOW / DAY_MS) * DAY_MS - DAY_MS;
const SMALL: SeedOptions = {
  seed: 7,
  products: 120,
  orders: 300,
  warehouses: 3,
  credits: 4004,
  rate: 60,
  now: NOW,
};
const MONEY = /^-?\d+\.\d{2}$/;

function accountAt(data: SandboxData, index: number): Account {
  const account = data.accounts[index];
  if (account === undefined) throw new Error(`no account ${index}`);
  return account;
}

function ms(isoDateTime: string): number {
  return Date.parse(`${isoDateTime}Z`);
}

function isSorted(values: readonly string[]): boolean {
  return values.every((value, i) => i === 0 || (values[i - 1] ?? '') <= value);
}

/** Every (type, id, legacy id) in the data, for uniqueness and encoding checks. */
function records(data: SandboxData): { type: string; id: string; legacy_id: number }[] {
  return data.accounts.flatMap((account) => [
    { type: 'Account', id: account.id, legacy_id: account.legacy_id },
    ...account.users.map((r) => ({ type: 'User', id: r.id, legacy_id: r.legacy_id })),
    ...account.warehouses.map((r) => ({ type: 'Warehouse', id: r.id, legacy_id: r.legacy_id })),
    ...account.products.map((r) => ({ type: 'Product', id: r.id, legacy_id: r.legacy_id })),
    ...[...account.warehouseProductsBySku.values()]
      .flat()
      .map((r) => ({ type: 'WarehouseProduct', id: r.id, legacy_id: r.legacy_id })),
    ...account.inventoryChanges.map((r) => ({
      type: 'InventoryChange',
      id: r.id,
      legacy_id: r.legacy_id,
    })),
    ...account.orders.map((r) => ({ type: 'Order', id: r.id, legacy_id: r.legacy_id })),
    ...account.orders.flatMap((order) =>
      order.line_items.map((r) => ({ type: 'LineItem', id: r.id, legacy_id: r.legacy_id })),
    ),
  ]);
}

/** Changes per "warehouse_id sku", in the stored (chronological) order. */
function historyOf(account: Account): Map<string, InventoryChange[]> {
  const byRecord = new Map<string, InventoryChange[]>();
  for (const change of account.inventoryChanges) {
    const key = `${change.warehouse_id} ${change.sku}`;
    const changes = byRecord.get(key);
    if (changes === undefined) byRecord.set(key, [change]);
    else changes.push(change);
  }
  return byRecord;
}

/**
 * Stock invariants, collected as messages rather than asserted one by one: the stress size has
 * 100k+ changes, and a single `toEqual([])` at the end also reads better when something breaks.
 */
function stockProblems(account: Account): string[] {
  const problems: string[] = [];
  const history = historyOf(account);
  const warehouseOrder = new Map(account.warehouses.map((warehouse, i) => [warehouse.id, i]));
  const userIds = new Set(account.users.map((user) => user.id));
  let recordCount = 0;
  for (const product of account.products) {
    const stocked = account.warehouseProductsBySku.get(product.sku) ?? [];
    if (stocked.length < 1 || stocked.length > account.warehouses.length) {
      problems.push(`${product.sku}: stocked in ${stocked.length} warehouses`);
    }
    let lastPosition = -1;
    for (const record of stocked) {
      recordCount++;
      const where = `${record.sku}@${record.warehouse_identifier}`;
      const position = warehouseOrder.get(record.warehouse_id) ?? -1;
      if (position <= lastPosition) problems.push(`${where}: not in warehouse order`);
      lastPosition = position;
      if (record.sku !== product.sku || record.account_id !== account.id) {
        problems.push(`${where}: wrong sku or account`);
      }
      const changes = history.get(`${record.warehouse_id} ${record.sku}`) ?? [];
      // Up to four steps each; yesterday's and today's movements come on top (stock-recent.ts).
      const stepped = changes.filter((change) => ms(change.created_at) < RECENT_FROM).length;
      if (changes.length < 1 || stepped > 4) {
        problems.push(`${where}: ${stepped} changes before yesterday`);
      }
      const initial = changes[0];
      if (initial?.reason !== 'Initial stock' || initial.change_in_on_hand <= 0) {
        problems.push(`${where}: does not start with a positive initial receipt`);
      }
      let onHand = 0;
      for (const change of changes) {
        if (change.previous_on_hand !== onHand) problems.push(`${where}: previous_on_hand`);
        if (change.change_in_on_hand === 0) problems.push(`${where}: empty change`);
        onHand += change.change_in_on_hand;
        if (onHand < 0) problems.push(`${where}: negative on hand`);
        if (!userIds.has(change.user_id)) problems.push(`${where}: unknown user`);
      }
      if (record.on_hand !== onHand)
        problems.push(`${where}: on_hand ${record.on_hand} ≠ ${onHand}`);
      if (record.allocated < 0 || record.allocated > record.on_hand) {
        problems.push(`${where}: allocated ${record.allocated} of ${record.on_hand}`);
      }
      if (record.available !== record.on_hand - record.allocated) {
        problems.push(`${where}: available`);
      }
      if (record.price !== product.price) problems.push(`${where}: price differs from product`);
    }
  }
  if (history.size !== recordCount) problems.push('changes for records that do not exist');
  return problems;
}

describe('seedData', () => {
  const data = seedData(SMALL);
  const first = accountAt(data, 0);
  const second = accountAt(data, 1);

  it('is deterministic for the same options and differs for another seed', () => {
    expect(seedData(SMALL)).toEqual(data);
    const other = seedData({ ...SMALL, seed: 8 });
    expect(other).not.toEqual(data);
    const names = (d: SandboxData) => accountAt(d, 0).products.map((product) => product.name);
    expect(names(other)).not.toEqual(names(data));
  });

  it('sizes the first account from the options and the second as a fixed small tenant', () => {
    expect(first.warehouses).toHaveLength(3);
    expect(first.products).toHaveLength(120);
    expect(first.orders).toHaveLength(300 + STORY_ORDERS);
    expect(first.quota).toEqual({ max: 4004, rate: 60 });
    expect(second.warehouses).toHaveLength(1);
    expect(second.products).toHaveLength(50);
    expect(second.orders).toHaveLength(100 + STORY_ORDERS);
    expect(second.quota).toEqual({ max: 2002, rate: 30 });
    expect(first.version).toBe(0);
    expect(first.is_multi_warehouse).toBe(true);
    expect(second.is_multi_warehouse).toBe(false);
  });

  it('creates the demo users', () => {
    const users = (account: Account) =>
      account.users.map(({ email, password, kind }) => ({ email, password, kind }));
    expect(users(first)).toEqual([
      { email: 'owner@sandbox.test', password: 'sandbox', kind: 'owner' },
      { email: 'staff@sandbox.test', password: 'sandbox', kind: 'staff' },
      { email: 'developer@sandbox.test', password: null, kind: 'developer' },
    ]);
    expect(users(second)).toEqual([
      { email: 'owner@second.sandbox.test', password: 'sandbox', kind: 'owner' },
    ]);
    for (const account of data.accounts) {
      expect(account.users.every((user) => user.account_id === account.id)).toBe(true);
    }
  });

  it('gives every record a unique id that encodes its type and legacy id', () => {
    const all = records(data);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    // The service's own words for these two (docs/service-notes.md "Values").
    const word = (type: string): string =>
      type === 'Product' ? 'ProductInfo' : type === 'WarehouseProduct' ? 'Product' : type;
    for (const record of all) {
      expect(record.id).toBe(encodeId(word(record.type), record.legacy_id));
    }
    const byType = new Map<string, number[]>();
    for (const { type, legacy_id } of all) {
      const legacy = byType.get(type) ?? [];
      legacy.push(legacy_id);
      byType.set(type, legacy);
    }
    expect([...byType.keys()].sort()).toEqual(
      [
        'Account',
        'InventoryChange',
        'LineItem',
        'Order',
        'Product',
        'User',
        'Warehouse',
        'WarehouseProduct',
      ].sort(),
    );
    // One counter map for both accounts: legacy ids are one sequence per type service-wide.
    expect(first.nextLegacyId).toBe(second.nextLegacyId);
    for (const [type, legacy] of byType) {
      expect(new Set(legacy).size).toBe(legacy.length);
      for (const account of data.accounts) {
        expect(account.nextLegacyId.get(type)).toBe(Math.max(...legacy) + 1);
      }
    }
  });

  it('makes unique, ordered SKUs and unique barcodes, with a prefix per account', () => {
    const products = data.accounts.flatMap((account) => account.products);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.barcode)).size).toBe(products.length);
    expect(first.products.every((p) => /^SBX-\d{6}$/.test(p.sku))).toBe(true);
    expect(second.products.every((p) => /^HPH-\d{6}$/.test(p.sku))).toBe(true);
    for (const account of data.accounts) {
      expect(isSorted(account.products.map((p) => p.sku))).toBe(true);
      expect(isSorted(account.products.map((p) => p.created_at))).toBe(true);
      expect([...account.productsBySku.keys()]).toEqual(account.products.map((p) => p.sku));
    }
  });

  it('gives products realistic values', () => {
    for (const product of [...first.products, ...second.products]) {
      expect(product.name).toMatch(/^[A-Z][\w -]+( — [A-Z][\w ]+|, [\w-]+)$/);
      expect(product.barcode).toMatch(/^\d{12,13}$/);
      expect(product.price).toMatch(MONEY);
      expect(product.value).toMatch(MONEY);
      expect(parseCents(product.value)).toBeLessThan(parseCents(product.price));
      expect(parseCents(product.value)).toBeGreaterThan(0);
      expect(product.value_currency).toBe('USD');
      for (const size of Object.values(product.dimensions)) expect(size).toMatch(/^\d+\.\d{2}$/);
      const created = ms(product.created_at);
      expect(created).toBeGreaterThan(NOW - 731 * DAY_MS);
      expect(created).toBeLessThanOrEqual(ms(product.updated_at));
      expect(ms(product.updated_at)).toBeLessThanOrEqual(NOW);
    }
    // Spread over the two years, not bunched at one end.
    expect(ms(first.products[0]?.created_at ?? '')).toBeLessThan(NOW - 700 * DAY_MS);
    expect(ms(first.products.at(-1)?.created_at ?? '')).toBeGreaterThan(NOW - 30 * DAY_MS);
  });

  it('gives warehouses realistic names and addresses', () => {
    expect(first.warehouses.map((w) => w.identifier)).toEqual([
      'Primary',
      'Reno West',
      'Columbus East',
    ]);
    for (const warehouse of [...first.warehouses, ...second.warehouses]) {
      for (const address of [warehouse.address, warehouse.return_address]) {
        expect(address.country).toBe('US');
        expect(address.state).toMatch(/^[A-Z]{2}$/);
        expect(address.zip).toMatch(/^\d{5}$/);
        expect(address.address1).toMatch(/^\d+ \w/);
        expect(address.name).toBeTruthy();
        expect(address.phone).toMatch(/^\d{3}-555-01\d{2}$/);
      }
      expect(warehouse.invoice_email).toMatch(/^[\w+.-]+@[\w.-]+$/);
      expect(warehouse.company_name).toBeTruthy();
    }
    expect(first.warehouses[0]?.company_name).not.toBe(second.warehouses[0]?.company_name);
  });

  it('keeps on_hand equal to the sum of each record history, never negative', () => {
    for (const account of data.accounts) {
      expect(stockProblems(account)).toEqual([]);
      expect(isSorted(account.inventoryChanges.map((change) => change.created_at))).toBe(true);
      // Ids follow time in the stepped history; the recent movements were numbered after it.
      const legacy = account.inventoryChanges
        .filter((change) => ms(change.created_at) < RECENT_FROM)
        .map((change) => change.legacy_id);
      expect(legacy.every((id, i) => i === 0 || id > (legacy[i - 1] ?? 0))).toBe(true);
    }
    const reasons = new Set(first.inventoryChanges.map((change) => change.reason.split(' PO-')[0]));
    expect(reasons).toEqual(
      new Set([
        'Initial stock',
        'Received purchase order',
        'Order picked',
        'Cycle count adjustment',
        'Damaged in warehouse',
        ...MANUAL_ADJUSTMENTS.flat().map((manual) => manual.reason),
      ]),
    );
  });

  it('leaves some products at or below their reorder level', () => {
    for (const account of data.accounts) {
      const records = [...account.warehouseProductsBySku.values()].flat();
      const low = records.filter((record) => record.on_hand <= record.reorder_level);
      expect(low.length).toBeGreaterThan(0);
      expect(low.length).toBeLessThan(records.length / 2);
    }
  });

  it('sorts orders by date over the last ~90 days, with unique numbers', () => {
    for (const account of data.accounts) {
      const dates = account.orders.map((order) => order.order_date);
      expect(isSorted(dates)).toBe(true);
      expect(ms(dates[0] ?? '')).toBeGreaterThanOrEqual(NOW - 91 * DAY_MS);
      expect(ms(dates.at(-1) ?? '')).toBeLessThanOrEqual(NOW);
      const numbers = account.orders.map((order) => order.order_number);
      expect(numbers.every((number) => /^#\d+$/.test(number))).toBe(true);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect([...account.ordersById.entries()]).toEqual(
        account.orders.map((order): [string, Order] => [order.id, order]),
      );
    }
  });

  it('uses pending (most), fulfilled, canceled and a custom status', () => {
    const tally = new Map<string, number>();
    for (const order of first.orders) {
      tally.set(order.fulfillment_status, (tally.get(order.fulfillment_status) ?? 0) + 1);
    }
    expect([...tally.keys()].sort()).toEqual(
      ['awaiting-pickup', 'canceled', 'fulfilled', 'on-hold', 'pending'].sort(),
    );
    const pending = tally.get('pending') ?? 0;
    for (const [status, count] of tally)
      if (status !== 'pending') expect(count).toBeLessThan(pending);
    expect(new Set(second.orders.map((order) => order.fulfillment_status))).toEqual(
      new Set(['pending', 'fulfilled', 'canceled', 'backordered']),
    );
  });

  it('guarantees every status from ten orders on', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const account = accountAt(seedData({ ...SMALL, seed, products: 5, orders: 10 }), 0);
      expect(new Set(account.orders.map((order) => order.fulfillment_status)).size).toBe(5);
    }
  });

  it('builds line items from the same account products, with matching statuses', () => {
    for (const account of data.accounts) {
      for (const order of account.orders) {
        expect(order.line_items.length).toBeGreaterThanOrEqual(1);
        expect(order.line_items.length).toBeLessThanOrEqual(6);
        expect(new Set(order.line_items.map((item) => item.sku)).size).toBe(
          order.line_items.length,
        );
        for (const item of order.line_items) {
          const product = account.productsBySku.get(item.sku);
          expect(product).toBeDefined();
          expect(item.order_id).toBe(order.id);
          expect(item.product_name).toBe(product?.name);
          expect(item.price).toBe(product?.price);
          expect(parseCents(item.subtotal)).toBe(parseCents(item.price) * item.quantity);
          expect(item.quantity).toBeGreaterThan(0);
          if (order.fulfillment_status === 'fulfilled') {
            expect(item.fulfillment_status).toBe('fulfilled');
            expect(item.quantity_shipped).toBe(item.quantity);
            expect(item.quantity_pending_fulfillment).toBe(0);
          } else if (order.fulfillment_status === 'canceled') {
            expect(item.fulfillment_status).toBe('canceled');
            expect(item.quantity_shipped).toBe(0);
            expect(item.quantity_pending_fulfillment).toBe(0);
          } else {
            expect(item.fulfillment_status).toBe('pending');
            expect(item.quantity_pending_fulfillment).toBe(item.quantity);
            expect(item.quantity_shipped).toBe(0);
          }
        }
      }
    }
  });

  it('writes money as two-decimal strings; total = subtotal − discounts + tax + shipping, to the cent', () => {
    for (const account of data.accounts) {
      for (const order of account.orders) {
        const money = [
          order.subtotal,
          order.total_tax,
          order.total_discounts,
          order.total_price,
          order.shipping_lines.price,
          ...order.line_items.flatMap((item) => [item.price, item.subtotal]),
        ];
        for (const value of money) expect(value).toMatch(MONEY);
        const lines = order.line_items.reduce((sum, item) => sum + parseCents(item.subtotal), 0);
        expect(parseCents(order.subtotal)).toBe(lines);
        expect(parseCents(order.total_price)).toBe(
          lines -
            parseCents(order.total_discounts) +
            parseCents(order.total_tax) +
            parseCents(order.shipping_lines.price),
        );
        expect(parseCents(order.total_discounts)).toBeLessThanOrEqual(lines);
        expect(order.currency).toBe('USD');
      }
    }
    expect(first.orders.some((order) => order.total_discounts === '0.00')).toBe(true);
    expect(first.orders.some((order) => order.total_discounts !== '0.00')).toBe(true);
  });

  it('gives orders realistic customers and addresses', () => {
    for (const order of first.orders) {
      expect(order.email).toMatch(/^[a-z_.]+\d*@[a-z.]+$/);
      for (const address of [order.shipping_address, order.billing_address]) {
        expect(address.country_code).toBe('US');
        expect(address.state_code).toMatch(/^[A-Z]{2}$/);
        expect(address.zip).toMatch(/^\d{5}$/);
        expect(address.email).toBe(order.email);
        const lastName = (address.last_name ?? '').replace(/[^A-Za-z]/g, '').toLowerCase();
        expect(order.email).toContain(lastName);
      }
    }
    const sameBilling = first.orders.filter(
      (order) => order.billing_address.address1 === order.shipping_address.address1,
    );
    expect(sameBilling.length).toBeGreaterThan(first.orders.length / 2);
    expect(first.orders.some((order) => order.tags.length > 0)).toBe(true);
    expect(first.orders.filter((order) => order.tax_id !== null).length).toBeLessThan(
      first.orders.length / 2,
    );
  });

  it('keeps the two accounts apart', () => {
    for (const account of data.accounts) {
      const other = account === first ? second : first;
      const owned = [
        ...account.warehouses,
        ...account.products,
        ...[...account.warehouseProductsBySku.values()].flat(),
        ...account.inventoryChanges,
        ...account.orders,
      ];
      expect(owned.every((record) => record.account_id === account.id)).toBe(true);
      for (const order of account.orders) {
        for (const item of order.line_items) expect(other.productsBySku.has(item.sku)).toBe(false);
      }
    }
    expect(first.id).not.toBe(second.id);
  });

  it('refuses sizes it cannot honour', () => {
    expect(() => seedData({ ...SMALL, products: 0 })).toThrow(RangeError);
    expect(() => seedData({ ...SMALL, warehouses: 0 })).toThrow(RangeError);
    const empty = accountAt(seedData({ ...SMALL, products: 0, orders: 0 }), 0);
    expect(empty.products).toHaveLength(0);
    expect(empty.orders).toHaveLength(0);
  });

  it('stays consistent at the stress size (20,000 products, 1,000 orders)', () => {
    const big = seedData({ ...SMALL, products: 20_000, orders: 1_000, warehouses: 3 });
    const account = accountAt(big, 0);
    expect(account.products).toHaveLength(20_000);
    expect(account.orders).toHaveLength(1_000 + STORY_ORDERS);
    expect(account.products.at(-1)?.sku).toBe('SBX-020000');
    const barcodes = new Set(account.products.map((product) => product.barcode));
    expect(barcodes.size).toBe(20_000);
    expect(stockProblems(account)).toEqual([]);
    expect(isSorted(account.inventoryChanges.map((change) => change.created_at))).toBe(true);
    for (const order of account.orders) {
      for (const item of order.line_items) expect(account.productsBySku.has(item.sku)).toBe(true);
    }
  });
});

/**
 * Deterministic sandbox data: the same options (seed and `now` included) always give deep-equal
 * data. Each part of each account draws from its own random stream, so changing one size (say,
 * the number of orders) leaves the other parts as they were.
 */

import { createLegacyIds } from './ids.ts';
import type { LegacyIds } from './ids.ts';
import { seedFulfillment } from './fulfillment.ts';
import { seedOrders } from './orders.ts';
import { seedProducts } from './products.ts';
import { seedPurchaseOrders } from './purchase-orders.ts';
import type { AccountProfile } from './profiles.ts';
import { FIRST_PROFILE, SECOND_ACCOUNT_SIZE, SECOND_PROFILE } from './profiles.ts';
import { createRandom, deriveSeed } from './random.ts';
import { seedReturnQueue } from './returns-seed.ts';
import { seedShipmentStory } from './shipment-story.ts';
import { seedStock } from './stock.ts';
import { seedRecentStock } from './stock-recent.ts';
import type { Account, Order, Product, SandboxData, User } from './types.ts';
import { encodeId } from './types.ts';
import { seedVendors, storyVendorLinks } from './vendors.ts';
import { seedWarehouses } from './warehouses.ts';
import type { SandboxOptions } from '../options.ts';

/** The sandbox's sizes and first-account credits; `now`: the data's dates end around here. */
export type SeedOptions = Pick<
  SandboxOptions,
  'seed' | 'products' | 'orders' | 'warehouses' | 'credits' | 'rate'
> & { now: number };

interface AccountSize {
  warehouses: number;
  products: number;
  orders: number;
  quota: { max: number; rate: number };
}

function seedAccount(
  seed: number,
  ids: LegacyIds,
  profile: AccountProfile,
  size: AccountSize,
  now: number,
): Omit<Account, 'nextLegacyId'> {
  if (size.warehouses < 1) throw new RangeError('an account needs at least one warehouse');
  const stream = (part: string) => createRandom(deriveSeed(seed, `${profile.username}:${part}`));
  const legacyId = ids.next('Account');
  const accountId = encodeId('Account', legacyId);
  const users = profile.users.map((user): User => {
    const userLegacyId = ids.next('User');
    return {
      ...user,
      id: encodeId('User', userLegacyId),
      legacy_id: userLegacyId,
      account_id: accountId,
    };
  });
  const warehouses = seedWarehouses(stream('warehouses'), ids, profile, accountId, size.warehouses);
  const products = seedProducts(stream('products'), ids, profile, accountId, size.products, now);
  const stock = seedStock(stream('stock'), ids, accountId, products, warehouses, users, now);
  const orders = seedOrders(
    stream('orders'),
    ids,
    profile,
    accountId,
    size.orders,
    products,
    stock.bySku,
    now,
  );
  seedFulfillment(stream('fulfillment'), ids, orders, users, now);
  // Purchasing draws from streams of its own, after everything else, so the records and ids
  // seeded before it stay exactly as they were.
  const vendors = seedVendors(
    stream('vendors'),
    ids,
    accountId,
    products,
    storyVendorLinks(products, stock.bySku),
    now,
  );
  const purchaseOrders = seedPurchaseOrders(stream('purchase-orders'), ids, {
    accountId,
    products,
    stockBySku: stock.bySku,
    changes: stock.changes,
    productVendors: vendors.bySku,
    users,
    now,
  });
  return {
    id: accountId,
    legacy_id: legacyId,
    email: profile.users[0]?.email ?? `owner@${profile.domain}`,
    username: profile.username,
    status: 'active',
    is_multi_warehouse: warehouses.length > 1,
    is_3pl: false,
    dynamic_slotting: warehouses.some((warehouse) => warehouse.dynamic_slotting),
    cycle_count_enabled: true,
    ship_backorders: false,
    quota: { ...size.quota },
    users,
    warehouses,
    products,
    productsBySku: new Map(products.map((product): [string, Product] => [product.sku, product])),
    warehouseProductsBySku: stock.bySku,
    orders,
    ordersById: new Map(orders.map((order): [string, Order] => [order.id, order])),
    inventoryChanges: stock.changes,
    vendors: vendors.vendors,
    productVendors: vendors.bySku,
    purchaseOrders,
    version: 0,
  };
}

export function seedData(options: SeedOptions): SandboxData {
  const ids = createLegacyIds();
  const accounts = [
    seedAccount(
      options.seed,
      ids,
      FIRST_PROFILE,
      {
        warehouses: options.warehouses,
        products: options.products,
        orders: options.orders,
        quota: { max: options.credits, rate: options.rate },
      },
      options.now,
    ),
    seedAccount(options.seed, ids, SECOND_PROFILE, SECOND_ACCOUNT_SIZE, options.now),
  ];
  // The returns queue comes after both accounts, from streams of its own, so no id seeded
  // before it moves.
  for (const [index, account] of accounts.entries()) {
    const profile = index === 0 ? FIRST_PROFILE : SECOND_PROFILE;
    const rng = createRandom(deriveSeed(options.seed, `${profile.username}:returns`));
    seedReturnQueue(rng, ids, account.orders, options.now);
  }
  // Yesterday's and today's stock movements come last, from streams of their own, for the same
  // reason: every record and id seeded before them stays as it was.
  for (const [index, account] of accounts.entries()) {
    const profile = index === 0 ? FIRST_PROFILE : SECOND_PROFILE;
    const rng = createRandom(deriveSeed(options.seed, `${profile.username}:recent-stock`));
    seedRecentStock(rng, ids, account, options.now);
  }
  // The shipments story is seeded last, from streams of its own, so no record seeded before it
  // changes.
  for (const [index, account] of accounts.entries()) {
    const profile = index === 0 ? FIRST_PROFILE : SECOND_PROFILE;
    const rng = createRandom(deriveSeed(options.seed, `${profile.username}:shipment-story`));
    seedShipmentStory(rng, ids, profile, account, options.now);
  }
  // Legacy ids are one sequence per type across the service, so both accounts share one
  // counter map: a record created in either account can never reuse the other's id.
  const nextLegacyId = ids.snapshot();
  return { accounts: accounts.map((account) => ({ ...account, nextLegacyId })) };
}

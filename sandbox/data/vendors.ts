/**
 * An account's vendors and which products each supplies. Most products have one vendor, a few
 * two, and some none (bought ad hoc), so a reorder screen meets all three cases. A vendor's price
 * for a product is near the product's value (what it costs the account), never its retail price.
 */

import type { LegacyIds } from './ids.ts';
import type { Intern } from './intern.ts';
import { createIntern } from './intern.ts';
import { isLowRecord } from './purchase-order-records.ts';
import { formatCents, parseCents, percentOfCents } from './money.ts';
import { CITIES } from './names.ts';
import { phoneNumber, streetAddress, zipCode } from './people.ts';
import type { ProductVendor, Vendor } from './types.ts';
import type { Random } from './random.ts';
import type { Product, WarehouseProduct } from './types.ts';
import { encodeId, isoDateTime } from './types.ts';

const DAY_MS = 86_400_000;

/** Supplier names: makers and wholesalers of the goods both sandbox accounts sell. */
const VENDOR_NAMES: readonly string[] = [
  'Cascade Textile Works',
  'Northwind Supply Co.',
  'Blue Ridge Outdoor Goods',
  'Pioneer Leather & Canvas',
  'Summit Trade Partners',
  'Lakeside Home Wholesale',
  'Ironwood Manufacturing',
  'Coastal Import Group',
  'Redwood Craft Supply',
  'Granite State Distributors',
  'Prairie Mills',
  'Harborline Ceramics',
];

const CURRENCIES = ['USD', 'USD', 'USD', 'CAD'];
const SHARE_WITH_VENDOR = 0.85;
const SHARE_WITH_SECOND_VENDOR = 0.1;

export interface Vendors {
  vendors: Vendor[];
  /** Per SKU, in vendor order. */
  bySku: Map<string, ProductVendor[]>;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** How many vendors an account of this many products works with: 3 at least, 12 at most. */
export function vendorCount(products: number): number {
  return Math.max(3, Math.min(VENDOR_NAMES.length, Math.ceil(products / 40)));
}

function seedVendor(
  rng: Random,
  ids: LegacyIds,
  accountId: string,
  name: string,
  createdMs: number,
): Vendor {
  const legacyId = ids.next('Vendor');
  const city = rng.pick(CITIES);
  return {
    id: encodeId('Vendor', legacyId),
    legacy_id: legacyId,
    account_id: accountId,
    name,
    email: `orders@${slug(name)}.example`,
    account_number: rng.chance(0.8) ? `AC-${rng.int(100_000, 999_999)}` : null,
    address: {
      name,
      address1: streetAddress(rng),
      address2: null,
      city: city.city,
      state: city.stateCode,
      country: 'US',
      zip: zipCode(rng, city),
      phone: phoneNumber(rng, city.areaCode),
    },
    currency: rng.pick(CURRENCIES),
    internal_note: rng.chance(0.3) ? 'Net 30; minimum order 50 units' : null,
    default_po_note: rng.chance(0.5) ? 'Please include the PO number on every carton.' : null,
    logo: null,
    partner_vendor_id: null,
    created_at: isoDateTime(createdMs),
  };
}

/** A vendor's initials ("Cascade Textile Works": "CTW"), the start of its codes for products. */
const initialsOf = (vendor: Vendor): string =>
  vendor.name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .replace(/[^A-Z]/g, '');

/** Initials worked out once per vendor, not once per product: catalogues reach 200,000. */
const vendorInitials = new WeakMap<Vendor, string>();

/** A vendor's own code for a product: its initials and a number, stable per product. */
function vendorSku(vendor: Vendor, product: Product): string {
  let initials = vendorInitials.get(vendor);
  if (initials === undefined) {
    initials = initialsOf(vendor);
    vendorInitials.set(vendor, initials);
  }
  return `${initials}-${product.legacy_id % 1_000_000}`;
}

function offer(rng: Random, vendor: Vendor, product: Product, intern: Intern): ProductVendor {
  const cost = parseCents(product.value || '0');
  return {
    vendor_id: vendor.id,
    vendor_sku: vendorSku(vendor, product),
    price: intern(formatCents(percentOfCents(cost, rng.int(9000, 11000)))),
  };
}

/**
 * Vendors for an account, and their product links. `forced` settles some SKUs either way (true: it
 * has a vendor, false: none), so the story holds for any size: low-stock products with a vendor
 * and one without.
 */
export function seedVendors(
  rng: Random,
  ids: LegacyIds,
  accountId: string,
  products: readonly Product[],
  forced: ReadonlyMap<string, boolean>,
  now: number,
): Vendors {
  const count = vendorCount(products.length);
  const firstMs = Date.parse(`${products[0]?.created_at ?? isoDateTime(now)}Z`);
  const vendors = VENDOR_NAMES.slice(0, count).map((name) =>
    seedVendor(rng, ids, accountId, name, firstMs - rng.int(30, 400) * DAY_MS),
  );
  const bySku = new Map<string, ProductVendor[]>();
  const intern = createIntern();
  for (const product of products) {
    const linked = rng.chance(SHARE_WITH_VENDOR);
    if (!(forced.get(product.sku) ?? linked)) continue;
    const first = rng.pick(vendors);
    const links = [offer(rng, first, product, intern)];
    if (rng.chance(SHARE_WITH_SECOND_VENDOR)) {
      const second = rng.pick(vendors);
      if (second !== first) links.push(offer(rng, second, product, intern));
    }
    bySku.set(product.sku, links);
  }
  return { vendors, bySku };
}

/**
 * The links the story needs whatever the sizes: the first two low-stock products have a vendor
 * (something to reorder), the third has none (the "no vendor" case a reorder screen must show).
 */
export function storyVendorLinks(
  products: readonly Product[],
  stock: ReadonlyMap<string, readonly WarehouseProduct[]>,
): Map<string, boolean> {
  const low = products.filter((product) => (stock.get(product.sku) ?? []).some(isLowRecord));
  return new Map(
    low.slice(0, 3).map((product, index): [string, boolean] => [product.sku, index < 2]),
  );
}

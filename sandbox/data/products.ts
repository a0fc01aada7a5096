/** An account's catalogue: realistic names, SKUs in creation order, prices, barcodes, sizes. */

import { fastIsoDateTime } from './dates.ts';
import type { LegacyIds } from './ids.ts';
import type { Intern } from './intern.ts';
import { createIntern } from './intern.ts';
import { formatCents, percentOfCents } from './money.ts';
import type { ProductKind } from './names.ts';
import {
  COLORS,
  COUNTRIES_OF_MANUFACTURE,
  PRODUCT_ADJECTIVES,
  PRODUCT_KINDS,
  PRODUCT_TAGS,
  SIZES,
} from './names.ts';
import type { AccountProfile } from './profiles.ts';
import type { Random } from './random.ts';
import type { Product } from './types.ts';
import { productId } from './types.ts';

const DAY_MS = 86_400_000;
/** The catalogue grows over the two years before `now`. */
const CATALOGUE_AGE_MS = 730 * DAY_MS;

/** Zero-padded so that sorting SKUs as strings keeps creation order. */
export function skuFor(prefix: string, index: number, count: number): string {
  const width = Math.max(6, String(count).length);
  return `${prefix}-${String(index + 1).padStart(width, '0')}`;
}

/** GS1 check digit: weights 3, 1, 3, … from the rightmost data digit. */
export function gtinCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** UPC-A (12 digits) while item numbers fit in five digits, EAN-13 after that. */
export function barcodeFor(companyPrefix: string, index: number): string {
  const item = index + 1;
  const data = companyPrefix + String(item).padStart(item < 100_000 ? 5 : 6, '0');
  return `${data}${gtinCheckDigit(data)}`;
}

/** Prices end the way shops price things: .00, .50, .95 or .99. */
function retailPrice(rng: Random, [min, max]: readonly [number, number]): number {
  return Math.floor(rng.int(min, max) / 100) * 100 + rng.pick([0, 0, 50, 95, 99]);
}

function decimal(value: number): string {
  return value.toFixed(2);
}

/** A packed size within ±15% of the kind's typical one. */
function jittered(rng: Random, inches: number, intern: Intern): string {
  return intern(decimal(inches * (0.85 + rng.next() * 0.3)));
}

function productName(rng: Random, kind: ProductKind): string {
  const material = rng.chance(0.85) ? rng.pick(kind.materials) : null;
  const adjective = material === null || rng.chance(0.45) ? rng.pick(PRODUCT_ADJECTIVES) : null;
  // "Waxed Waxed Canvas Tote" reads badly: drop an adjective the material already says.
  const words = [adjective !== null && material?.includes(adjective) ? null : adjective, material];
  const base = [...words.filter((word) => word !== null), kind.noun].join(' ');
  return kind.variant === 'color' ? `${base} — ${rng.pick(COLORS)}` : `${base}, ${rng.pick(SIZES)}`;
}

/**
 * The product booleans the service fills on real catalogues and the seed used to leave out: a few
 * products may not fly (batteries, aerosols), a few are held for someone else, and a rare one is
 * left off invoices or customs forms. Drawn from the seed's generator, so a seed gives the same.
 */
function shippingFlags(
  rng: Random,
): Pick<Product, 'no_air' | 'not_owned' | 'ignore_on_invoice' | 'ignore_on_customs'> {
  return {
    no_air: rng.chance(0.06),
    not_owned: rng.chance(0.04),
    ignore_on_invoice: rng.chance(0.03),
    ignore_on_customs: rng.chance(0.03),
  };
}

function tags(rng: Random): string[] {
  if (!rng.chance(0.3)) return [];
  const first = rng.pick(PRODUCT_TAGS);
  const second = rng.pick(PRODUCT_TAGS);
  return rng.chance(0.2) && second !== first ? [first, second] : [first];
}

export function seedProducts(
  rng: Random,
  ids: LegacyIds,
  profile: AccountProfile,
  accountId: string,
  count: number,
  now: number,
): Product[] {
  const kinds = PRODUCT_KINDS.filter((kind) => profile.variants.includes(kind.variant));
  const start = now - CATALOGUE_AGE_MS;
  const step = CATALOGUE_AGE_MS / Math.max(count, 1);
  const products: Product[] = [];
  const intern = createIntern();
  for (let i = 0; i < count; i++) {
    const kind = rng.pick(kinds);
    // Evenly spread with jitter smaller than a step, so creation order is also date order.
    const createdMs = Math.floor((start + i * step + rng.next() * step * 0.8) / 1000) * 1000;
    const updatedMs = rng.chance(0.6)
      ? createdMs
      : createdMs + Math.floor((rng.next() * (now - createdMs)) / 1000) * 1000;
    const priceCents = retailPrice(rng, kind.priceCents);
    const valueCents = percentOfCents(priceCents, rng.int(3000, 6000));
    const [length, width, height] = kind.size;
    const legacyId = ids.next('Product');
    const productTags = tags(rng);
    // Equal texts share one string: at 200,000 products the copies add up.
    const value = intern(formatCents(valueCents));
    const createdAt = fastIsoDateTime(createdMs);
    products.push({
      id: productId(legacyId),
      legacy_id: legacyId,
      account_id: accountId,
      sku: skuFor(profile.skuPrefix, i, count),
      name: intern(productName(rng, kind)),
      price: intern(formatCents(priceCents)),
      value,
      value_currency: 'USD',
      barcode: barcodeFor(profile.barcodePrefix, i),
      country_of_manufacture: rng.pick(COUNTRIES_OF_MANUFACTURE),
      tariff_code: kind.tariffCode,
      customs_value: value,
      kit: false,
      kit_build: false,
      virtual: false,
      dropship: rng.chance(0.03),
      final_sale: productTags.includes('clearance'),
      needs_serial_number: kind.noun === 'Camp Lantern' && rng.chance(0.5),
      needs_lot_tracking: rng.chance(0.02),
      active: rng.chance(0.97),
      tags: productTags,
      dimensions: {
        weight: intern(decimal(kind.weight[0] + rng.next() * (kind.weight[1] - kind.weight[0]))),
        height: jittered(rng, height, intern),
        width: jittered(rng, width, intern),
        length: jittered(rng, length, intern),
      },
      // Notes, images and cases are what people add later: the seed starts without them.
      product_note: null,
      customs_description: null,
      packer_note: null,
      images: [],
      cases: [],
      created_at: createdAt,
      updated_at: updatedMs === createdMs ? createdAt : fastIsoDateTime(updatedMs),
      ...shippingFlags(rng),
    });
  }
  return products;
}

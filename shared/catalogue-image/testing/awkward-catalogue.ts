/**
 * Generated catalogues for the image's tests and benchmark: seeded, fast, and awkward on purpose
 * (accents and ligatures, a lone surrogate and an emoji in SKUs, empty names, SKUs equal but for case, duplicate and padded barcodes,
 * unreadable prices, products stocked nowhere, a warehouse under two labels).
 */
import type { ReplicaProduct, ReplicaStock } from '../../replica/types.ts';

/** A small seeded generator (mulberry32): the same seed gives the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'Crème',
  'brûlée',
  'torch',
  'lamp',
  'Lampshade',
  'linen',
  'Ångström',
  'naïve',
  'café',
  'ÉCLAIR',
  'Straße',
  'ﬁle',
  'Ⅻ',
  'desk',
  'brass',
  'Pocket',
  'mug',
  'Zebra',
  '500ml',
  'blue',
  'BLUE',
  'bolt',
  'M8',
  'washer',
  'steel',
  'Über',
  'ñandú',
  'tea',
  'teapot',
  'tee',
  'x',
];
const WAREHOUSES: readonly [string, string | null][] = [
  ['W1', 'Main'],
  ['W2', 'North'],
  ['W3', 'Annex'],
  ['W4', null],
  ['W2', 'North (old)'],
];
const PRICES = ['10', '4.00', '5.50', '0', '', 'abc', '12.5', '1e3', '-2', '99.99'];

export interface CatalogueOptions {
  readonly products: number;
  readonly seed: number;
  /** Some stock figures not integers (the image then keeps them as doubles). */
  readonly fractional?: boolean;
}

export function awkwardCatalogue(options: CatalogueOptions): ReplicaProduct[] {
  const next = random(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number): boolean => next() < p;
  const figure = (max: number): number => {
    const whole = Math.floor(next() * max) - (chance(0.05) ? max : 0);
    return options.fractional && chance(0.1) ? whole + 0.5 : whole;
  };
  const products: ReplicaProduct[] = [];
  for (let i = 0; i < options.products; i++) {
    const words = Math.floor(next() * 4);
    const name = chance(0.03)
      ? pick(['', '  ', '-'])
      : Array.from({ length: words + 1 }, () => pick(WORDS)).join(pick([' ', ' ', ', ', '-']));
    const number = String(Math.floor(next() * 1_000_000)).padStart(6, '0');
    const sku = chance(0.02)
      ? pick(['abc-1', 'ABC-1', 'Été-7', 'été-7', 'x', 'tea-\uD800-2', 'MUG-🍵-3'])
      : `${pick(['SBX', 'sbx', 'LMP', 'TR'])}-${number}`;
    const code = `40${String(Math.floor(next() * 1e11)).padStart(11, '0')}`;
    const barcode = chance(0.2)
      ? null
      : chance(0.05)
        ? pick(['', ' 4006381333931 ', '4006381333931', 'ABC-1'])
        : code;
    const stock: ReplicaStock[] = [];
    const rows = chance(0.1) ? 0 : 1 + Math.floor(next() * 3);
    const used = new Set<string>();
    for (let r = 0; r < rows; r++) {
      const [warehouseId, warehouseLabel] = pick(WAREHOUSES);
      if (used.has(warehouseId)) continue;
      used.add(warehouseId);
      const onHand = figure(60);
      const allocated = figure(10);
      const price = chance(0.2) ? undefined : pick(PRICES);
      const value = chance(0.3) ? undefined : pick(PRICES);
      stock.push({
        warehouseId,
        warehouseLabel,
        onHand,
        allocated,
        available: onHand - allocated,
        backorder: chance(0.1) ? figure(5) : 0,
        reorderLevel: chance(0.4) ? figure(20) : 0,
        reorderAmount: figure(50),
        updatedAt: chance(0.1) ? null : `2026-0${1 + Math.floor(next() * 9)}-1${r}T10:00:00`,
        ...(price === undefined ? {} : { price }),
        ...(value === undefined ? {} : { value }),
      });
    }
    products.push({
      id: `p${i}-${number}`,
      sku,
      name,
      barcode,
      price: chance(0.1) ? null : pick(PRICES),
      value: chance(0.1) ? null : pick(PRICES),
      currency: chance(0.1) ? null : pick(['USD', 'EUR']),
      createdAt: chance(0.1) ? null : `2025-1${Math.floor(next() * 3)}-01T00:00:00`,
      updatedAt: chance(0.1)
        ? null
        : `2026-0${1 + Math.floor(next() * 9)}-0${1 + (i % 9)}T0${i % 10}:00:00`,
      stock,
    });
  }
  return products;
}

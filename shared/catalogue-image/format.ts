/**
 * The catalogue image's layout: a header of 32-bit little-endian words, a table of sections
 * (byte offset and length each, in a fixed order), then the sections, each 8-byte aligned so that
 * typed arrays can view them in place. Every section's length follows from the header's counts,
 * so opening checks the structure in constant time, without reading a product.
 */
import { crc32 } from './crc32.ts';

/** "FBCI" read as a little-endian word. */
export const MAGIC = 0x49434246;
export const FORMAT_VERSION = 1;

/** Header words, in order. */
export const HEADER = {
  magic: 0,
  version: 1,
  totalBytes: 2,
  /** CRC-32 of the header words after it and of the section table. */
  checksum: 3,
  products: 4,
  stockRows: 5,
  /** Distinct (warehouse id, label) pairs the stock rows name. */
  warehouseEntries: 6,
  /** Distinct warehouse ids: the scopes a query may filter on. */
  scopes: 7,
  tokens: 8,
  postings: 9,
  heapBytes: 10,
  skuChars: 11,
  barcodeChars: 12,
  tokenChars: 13,
  /** 0: stock figures as Int32, 1: as Float64 (some figure is not a 32-bit integer). */
  numberKind: 14,
  sectionCount: 15,
} as const;
export const HEADER_WORDS = 16;

/** Per product, its text fields' [start, length] in the heap; NULL_LENGTH for null. */
export const PRODUCT_TEXT = [
  'id',
  'sku',
  'name',
  'barcode',
  'price',
  'value',
  'currency',
  'createdAt',
  'updatedAt',
] as const;
/** Per stock row, likewise; an absent price or value is NULL_LENGTH. */
export const STOCK_TEXT = ['updatedAt', 'price', 'value'] as const;
export const STOCK_NUMBERS = [
  'onHand',
  'allocated',
  'available',
  'backorder',
  'reorderLevel',
  'reorderAmount',
] as const;
export const NULL_LENGTH = 0xffffffff;
export const NO_TOKEN = 0xffffffff;

/** Sorts that do not depend on the warehouse, in the order their permutations are stored. */
export const GLOBAL_SORTS = ['name', 'sku', 'barcode', 'price', 'value', 'updatedAt'] as const;
/** Sorts by stock figures: one permutation per scope (all warehouses, then each one). */
export const STOCK_SORTS = ['onHand', 'allocated', 'available', 'backorder'] as const;

export const SECTIONS = [
  'heap',
  'productText',
  'stockStart',
  'stockEntry',
  'stockNumbers',
  'stockText',
  'entryText',
  'entryScope',
  'scopeText',
  'skuStart',
  'skuChars',
  'barcodeStart',
  'barcodeChars',
  'tokenStart',
  'tokenChars',
  'postingStart',
  'postings',
  'firstToken',
  'orderValued',
  'orders',
  'flags',
  'idOrder',
] as const;
export type SectionName = (typeof SECTIONS)[number];

export interface Counts {
  readonly products: number;
  readonly stockRows: number;
  readonly warehouseEntries: number;
  readonly scopes: number;
  readonly tokens: number;
  readonly postings: number;
  readonly heapBytes: number;
  readonly skuChars: number;
  readonly barcodeChars: number;
  readonly tokenChars: number;
  readonly numberKind: number;
}

/** Permutations stored: the global sorts, then the stock sorts of every scope (0 = all). */
export const orderCount = (scopes: number): number =>
  GLOBAL_SORTS.length + STOCK_SORTS.length * (1 + scopes);

/** Each section's length in bytes, as the counts require. */
export function sectionBytes(counts: Counts): Record<SectionName, number> {
  const n = counts.products;
  const r = counts.stockRows;
  const orders = orderCount(counts.scopes);
  return {
    heap: counts.heapBytes,
    productText: n * PRODUCT_TEXT.length * 2 * 4,
    stockStart: (n + 1) * 4,
    stockEntry: r * 4,
    stockNumbers: r * STOCK_NUMBERS.length * (counts.numberKind === 0 ? 4 : 8),
    stockText: r * STOCK_TEXT.length * 2 * 4,
    entryText: counts.warehouseEntries * 2 * 2 * 4,
    entryScope: counts.warehouseEntries * 4,
    scopeText: counts.scopes * 2 * 4,
    skuStart: (n + 1) * 4,
    skuChars: counts.skuChars * 2,
    barcodeStart: (n + 1) * 4,
    barcodeChars: counts.barcodeChars * 2,
    tokenStart: (counts.tokens + 1) * 4,
    tokenChars: counts.tokenChars * 2,
    postingStart: (counts.tokens + 1) * 4,
    postings: counts.postings * 4,
    firstToken: n * 4,
    orderValued: orders * 4,
    orders: orders * n * 4,
    flags: (1 + counts.scopes) * n,
    idOrder: n * 4,
  };
}

export const TABLE_START = HEADER_WORDS * 4;
export const DATA_START = align(TABLE_START + SECTIONS.length * 8);

export function align(offset: number): number {
  return Math.ceil(offset / 8) * 8;
}

/** The CRC of the header after its checksum word, and of the section table. */
export function checksumOf(image: Uint8Array): number {
  return crc32(image, (HEADER.checksum + 1) * 4, TABLE_START + SECTIONS.length * 8);
}

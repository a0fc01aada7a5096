/**
 * Builds the catalogue image (format.ts) of a catalogue: its products' fields as columns over one
 * string heap, their warehouse rows, and the prebuilt search (build-search.ts). Products keep
 * their given order: it breaks ties between otherwise equal products, as the search index does.
 */
import { searchEntry } from '../replica/search-entry.ts';
import type { ReplicaProduct } from '../replica/types.ts';
import { buildNameIndex, buildOrders, unitColumn } from './build-search.ts';
import {
  align,
  checksumOf,
  DATA_START,
  FORMAT_VERSION,
  HEADER,
  MAGIC,
  PRODUCT_TEXT,
  SECTIONS,
  sectionBytes,
  STOCK_NUMBERS,
  STOCK_TEXT,
  TABLE_START,
  type Counts,
  type SectionName,
} from './format.ts';
import { createTextHeap } from './text-heap.ts';

const isInt32 = (value: number): boolean => (value | 0) === value && !Object.is(value, -0);

export function buildCatalogueImage(products: readonly ReplicaProduct[]): Uint8Array {
  const n = products.length;
  const heap = createTextHeap();
  const productText = new Uint32Array(n * PRODUCT_TEXT.length * 2);
  const stockStart = new Uint32Array(n + 1);
  const entryOf = new Map<string, number>();
  const entryPairs: [string, string | null][] = [];
  const scopeOf = new Map<string, number>();
  const stockEntry: number[] = [];
  const numbers: number[] = [];
  const stockTexts: (string | null | undefined)[] = [];
  products.forEach((product, i) => {
    PRODUCT_TEXT.forEach((field, k) =>
      heap.put(product[field], productText, (i * PRODUCT_TEXT.length + k) * 2),
    );
    stockStart[i] = stockEntry.length;
    for (const stock of product.stock) {
      const pair = JSON.stringify([stock.warehouseId, stock.warehouseLabel]);
      let entry = entryOf.get(pair);
      if (entry === undefined) {
        entry = entryPairs.length;
        entryOf.set(pair, entry);
        entryPairs.push([stock.warehouseId, stock.warehouseLabel]);
        if (!scopeOf.has(stock.warehouseId)) scopeOf.set(stock.warehouseId, scopeOf.size);
      }
      stockEntry.push(entry);
      for (const field of STOCK_NUMBERS) numbers.push(stock[field]);
      for (const field of STOCK_TEXT) stockTexts.push(stock[field]);
    }
  });
  stockStart[n] = stockEntry.length;
  const stockText = new Uint32Array(stockTexts.length * 2);
  stockTexts.forEach((text, at) => heap.put(text, stockText, at * 2));
  const entryText = new Uint32Array(entryPairs.length * 4);
  const entryScope = new Uint32Array(entryPairs.length);
  entryPairs.forEach(([id, label], e) => {
    heap.put(id, entryText, e * 4);
    heap.put(label, entryText, e * 4 + 2);
    entryScope[e] = scopeOf.get(id) ?? 0;
  });
  const scopes = [...scopeOf.keys()];
  const scopeText = new Uint32Array(scopes.length * 2);
  scopes.forEach((id, s) => heap.put(id, scopeText, s * 2));
  const numberKind = numbers.every(isInt32) ? 0 : 1;
  const stockNumbers = numberKind === 0 ? Int32Array.from(numbers) : Float64Array.from(numbers);

  const entries = products.map(searchEntry);
  const sku = unitColumn(entries.map((entry) => entry.sku));
  const barcode = unitColumn(entries.map((entry) => entry.barcode));
  const names = buildNameIndex(entries);
  const orders = buildOrders(entries, scopes);
  const heapBytes = heap.bytes();

  const counts: Counts = {
    products: n,
    stockRows: stockEntry.length,
    warehouseEntries: entryPairs.length,
    scopes: scopes.length,
    tokens: names.postingStart.length - 1,
    postings: names.postings.length,
    heapBytes: heapBytes.length,
    skuChars: sku.chars.length,
    barcodeChars: barcode.chars.length,
    tokenChars: names.tokens.chars.length,
    numberKind,
  };
  const content: Record<SectionName, ArrayBufferView> = {
    heap: heapBytes,
    productText,
    stockStart,
    stockEntry: Uint32Array.from(stockEntry),
    stockNumbers,
    stockText,
    entryText,
    entryScope,
    scopeText,
    skuStart: sku.start,
    skuChars: sku.chars,
    barcodeStart: barcode.start,
    barcodeChars: barcode.chars,
    tokenStart: names.tokens.start,
    tokenChars: names.tokens.chars,
    postingStart: names.postingStart,
    postings: names.postings,
    firstToken: names.firstToken,
    orderValued: orders.valued,
    orders: orders.orders,
    flags: orders.flags,
    idOrder: idOrderOf(products),
  };
  return writeImage(counts, content);
}

function writeImage(counts: Counts, content: Record<SectionName, ArrayBufferView>): Uint8Array {
  const lengths = sectionBytes(counts);
  let end = DATA_START;
  const offsets = SECTIONS.map((name) => {
    const offset = end;
    end = align(offset + lengths[name]);
    return offset;
  });
  const image = new Uint8Array(end);
  const words = new DataView(image.buffer);
  const header: Record<keyof typeof HEADER, number> = {
    magic: MAGIC,
    version: FORMAT_VERSION,
    totalBytes: end,
    checksum: 0,
    ...counts,
    sectionCount: SECTIONS.length,
  };
  for (const [field, word] of Object.entries(HEADER)) {
    words.setUint32(word * 4, header[field as keyof typeof HEADER], true);
  }
  SECTIONS.forEach((name, s) => {
    const offset = offsets[s] ?? 0;
    words.setUint32(TABLE_START + s * 8, offset, true);
    words.setUint32(TABLE_START + s * 8 + 4, lengths[name], true);
    const view = content[name];
    image.set(new Uint8Array(view.buffer, view.byteOffset, view.byteLength), offset);
  });
  words.setUint32(HEADER.checksum * 4, checksumOf(image), true);
  return image;
}

function idOrderOf(products: readonly ReplicaProduct[]): Uint32Array {
  const rows = products.map((_, row) => row);
  rows.sort((a, b) => {
    const x = products[a]?.id ?? '';
    const y = products[b]?.id ?? '';
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  return Uint32Array.from(rows);
}

/**
 * What the conformance tests type, and what a lookup should find: texts of one to three
 * characters, name words and two-word texts, SKU prefixes and parts, barcodes whole, in part and
 * padded, accents and case, and texts nothing matches.
 */
import type { ReplicaProduct } from '../../replica/types.ts';

export function textsFor(products: readonly ReplicaProduct[]): string[] {
  const texts = [
    '',
    ' ',
    'a',
    'l',
    'la',
    'lam',
    'lamp',
    'LAMP',
    'crème',
    'creme br',
    'BRU',
    'brûlée cr',
    'e',
    'ec',
    'fi',
    'ﬁle',
    'xii',
    'strasse',
    'straße',
    'ü',
    'uber',
    'nan',
    '50',
    '500ml',
    'sbx',
    'SBX-',
    'sbx-0',
    'tr-1',
    '000',
    '315',
    '-',
    ', ',
    'abc-1',
    'été',
    'ete-7',
    '40',
    '4006381333931',
    ' 4006381333931 ',
    '400638',
    '6381',
    '400',
    '401',
    '4012',
    'zzz',
    'qq qq',
    'tea t',
    'blue blue',
    'x',
    'x x',
    'w1',
    'a-\uD800',
    '\uD800-2',
    '🍵-3',
    'a'.repeat(250),
  ];
  for (const product of products.filter((_, i) => i % 97 === 5).slice(0, 12)) {
    texts.push(product.sku, product.sku.slice(4, 8), product.name.split(' ')[0] ?? '');
    if (product.barcode) texts.push(product.barcode, product.barcode.slice(3, 9));
  }
  return texts;
}

/**
 * The replica's lookup rule, written plainly as the test's oracle: the last product whose SKU
 * lower-cased is the trimmed, lower-cased code, else the last whose trimmed barcode is.
 */
export function expectedLookup(
  products: readonly ReplicaProduct[],
  code: string,
): ReplicaProduct | null {
  const wanted = code.trim().toLowerCase();
  if (wanted === '') return null;
  const bySku = products.filter((product) => product.sku.toLowerCase() === wanted);
  const byBarcode = products.filter((product) => product.barcode?.trim().toLowerCase() === wanted);
  return bySku[bySku.length - 1] ?? byBarcode[byBarcode.length - 1] ?? null;
}

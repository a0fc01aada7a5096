/**
 * The service's ids are opaque (docs/service-notes.md "Values"): what is inside them is not the
 * GraphQL type's name (a product's decodes to `ProductInfo:<n>`, a warehouse product's to
 * `Product:<n>`) and may change. So no production code in electron/, renderer/ or shared/ may
 * decode an id or build one from a type word; it must use `id` as given and `legacy_id` for the
 * number. This scans the sources for both, and checks on samples that the scan would catch them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['electron', 'renderer', 'shared'];
// Tests and their fixtures may make ids of any form on purpose.
const SKIPPED = /(\.test\.tsx?$|\/testing\/|\/generated\/|node_modules)/;

const TYPE_WORDS = [
  'ProductInfo',
  'Product',
  'WarehouseProduct',
  'Order',
  'LineItem',
  'Warehouse',
  'Shipment',
  'Return',
  'InventoryChange',
  'OrderHistory',
  'Account',
  'User',
];
/** A string or template literal that starts with `<TypeWord>:`, as a decoded id does. */
const TYPE_WORD_LITERAL = new RegExp(`['"\`](${TYPE_WORDS.join('|')}):`);
/** base64 decoding (`atob`, `Buffer.from(…, 'base64')`) of something named like an id. */
const ID_DECODE =
  /(atob\(\s*[\w.?[\]'"]*\b\w*(id|Id|ID)s?\b|Buffer\.from\(\s*[\w.?[\]'"]*\b\w*(id|Id|ID)s?\b[^)]*base64)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (SKIPPED.test(full)) return [];
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function offences(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//') && !line.trimStart().startsWith('*'))
    .filter((line) => TYPE_WORD_LITERAL.test(line) || ID_DECODE.test(line));
}

describe('ids stay opaque in the app', () => {
  it('the scan catches decoding an id and building one from a type word', () => {
    expect(offences("const raw = Buffer.from(product.id, 'base64').toString();")).toHaveLength(1);
    expect(offences('const raw = atob(orderId);')).toHaveLength(1);
    expect(offences('const n = Number(decoded.replace(`ProductInfo:`, ""));')).toHaveLength(1);
    expect(offences("if (text.startsWith('WarehouseProduct:')) return;")).toHaveLength(1);
    expect(offences("const bytes = Buffer.from(input.data, 'base64');")).toEqual([]);
  });

  it('no production source decodes an id or names a type word inside one', () => {
    const found = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) =>
      offences(readFileSync(file, 'utf8')).map(
        (line) => `${path.relative(ROOT, file)}: ${line.trim()}`,
      ),
    );
    expect(found).toEqual([]);
  });
});

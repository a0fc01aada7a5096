/**
 * Checks of values received from the other end of the worker's channel: each reader answers the
 * value as its type or throws `Malformed` naming where it is wrong (never the value itself), and
 * `readMessage` turns that into a typed error. Replies are checked as they are, not copied: what
 * passes is already the shape the page reads.
 */
import { STOCK_NUMBERS } from '../../../shared/catalogue-image/format.ts';
import type { Result } from '../../../shared/result.ts';
import type { QuickFilterCounts, ReplicaContents } from '../../../shared/replica/types.ts';
import type { ReplicaProduct, ReplicaRow, ReplicaStock } from '../../../shared/replica/types.ts';

export class Malformed extends Error {}

/** Throws `Malformed`: the value at `path` is not what was `wanted`. */
export const wrong = (path: string, wanted: string): never => {
  throw new Malformed(`${path} is not ${wanted}`);
};

/** Runs a reader, answering its value or where the message was wrong. */
export function readMessage<T>(read: () => T): Result<T, string> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, error: error.message };
    throw error;
  }
}

export function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return wrong(path, 'an object');
  }
  return value as Record<string, unknown>;
}

export function list(value: unknown, path: string): readonly unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : wrong(path, 'a list');
}

export function text(value: unknown, path: string, most = Number.MAX_SAFE_INTEGER): string {
  return typeof value === 'string' && value.length <= most
    ? value
    : wrong(path, `text of at most ${most} characters`);
}

export function textOrNull(value: unknown, path: string): string | null {
  return value === null ? null : text(value, path);
}

export function whole(value: unknown, path: string, least: number, most: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= least && value <= most
    ? value
    : wrong(path, `a whole number from ${least} to ${most}`);
}

function figure(value: unknown, path: string): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : wrong(path, 'a number');
}

export function flag(value: unknown, path: string): boolean {
  return typeof value === 'boolean' ? value : wrong(path, 'true or false');
}

export function oneOf<T extends string>(value: unknown, path: string, choices: readonly T[]): T {
  return choices.find((choice) => choice === value) ?? wrong(path, `one of ${choices.join(', ')}`);
}

/** Absent or undefined, else what `read` makes of it. */
export function optional<T>(
  value: unknown,
  path: string,
  read: (value: unknown, path: string) => T,
): T | undefined {
  return value === undefined ? undefined : read(value, path);
}

export function contents(value: unknown, path: string): ReplicaContents {
  const found = record(value, path);
  return {
    copy: text(found['copy'], `${path}.copy`, 200),
    version: whole(found['version'], `${path}.version`, 0, Number.MAX_SAFE_INTEGER),
  };
}

function stock(value: unknown, path: string): ReplicaStock {
  const found = record(value, path);
  text(found['warehouseId'], `${path}.warehouseId`);
  textOrNull(found['warehouseLabel'], `${path}.warehouseLabel`);
  for (const key of STOCK_NUMBERS) figure(found[key], `${path}.${key}`);
  textOrNull(found['updatedAt'], `${path}.updatedAt`);
  optional(found['price'], `${path}.price`, text);
  optional(found['value'], `${path}.value`, text);
  return found as unknown as ReplicaStock;
}

function stockList(value: unknown, path: string): readonly ReplicaStock[] {
  return list(value, path).map((item, i) => stock(item, `${path}[${i}]`));
}

const PRODUCT_TEXTS = ['barcode', 'price', 'value', 'currency', 'updatedAt'] as const;

/** The fields a product and a row share: codes, name, the list figures' text. */
function productFields(found: Record<string, unknown>, path: string): void {
  for (const key of ['id', 'sku', 'name'] as const) text(found[key], `${path}.${key}`);
  for (const key of PRODUCT_TEXTS) textOrNull(found[key], `${path}.${key}`);
}

export function product(value: unknown, path: string): ReplicaProduct {
  const found = record(value, path);
  productFields(found, path);
  textOrNull(found['createdAt'], `${path}.createdAt`);
  stockList(found['stock'], `${path}.stock`);
  return found as unknown as ReplicaProduct;
}

const ROW_FIGURES = ['onHand', 'allocated', 'available', 'backorder', 'reorderLevel'] as const;

function row(value: unknown, path: string): ReplicaRow {
  const found = record(value, path);
  productFields(found, path);
  for (const key of ROW_FIGURES) figure(found[key], `${path}.${key}`);
  flag(found['low'], `${path}.low`);
  stockList(found['lowIn'], `${path}.lowIn`);
  optional(found['priceHigh'], `${path}.priceHigh`, textOrNull);
  optional(found['valueHigh'], `${path}.valueHigh`, textOrNull);
  return found as unknown as ReplicaRow;
}

export function rows(value: unknown, path: string): readonly ReplicaRow[] {
  return list(value, path).map((item, i) => row(item, `${path}[${i}]`));
}

const COUNTED = ['all', 'low', 'out', 'backorder'] as const;

export function counts(value: unknown, path: string): QuickFilterCounts {
  const found = record(value, path);
  for (const key of COUNTED) whole(found[key], `${path}.${key}`, 0, Number.MAX_SAFE_INTEGER);
  return found as unknown as QuickFilterCounts;
}

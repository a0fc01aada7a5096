/**
 * The sandbox's saved state as text: one header line (format, version, SHA-256 of the body) and a
 * JSON body. The hash catches a truncated or bit-flipped file that would still parse as JSON.
 * Lookup maps are rebuilt on load; the legacy-id counters stay one map shared by every account.
 */
import { createHash } from 'node:crypto';
import type { Result } from '../../shared/result.ts';
import type { ProductVendor } from '../data/types.ts';
import type { Account, Order, Product, SandboxData, WarehouseProduct } from '../data/types.ts';
import { upgradeFromFormat1, upgradeFromFormat2 } from './snapshot-upgrade.ts';

const FORMAT = 'floorboard-sandbox';
/**
 * Bump when the shape of `SandboxData` changes: an older file is then upgraded where
 * `UPGRADES` knows how (snapshot-upgrade.ts), and set aside otherwise, never misread.
 * Format 2 added the product notes, images and cases and the warehouse records' new fields;
 * format 3 added vendors, their product links and purchase orders.
 */
const VERSION = 3;

/** How to bring a body of an older format up to the current one, by that format's number. */
const UPGRADES: Readonly<Record<number, (body: unknown) => void>> = {
  1: (body) => {
    upgradeFromFormat1(body);
    upgradeFromFormat2(body);
  },
  2: upgradeFromFormat2,
};

type SavedAccount = Omit<
  Account,
  | 'productsBySku'
  | 'warehouseProductsBySku'
  | 'ordersById'
  | 'nextLegacyId'
  | 'productVendors'
  | 'vendors'
  | 'purchaseOrders'
> & {
  readonly warehouseProducts: [string, WarehouseProduct[]][];
  readonly productVendors: [string, ProductVendor[]][];
  readonly vendors: Account['vendors'];
  readonly purchaseOrders: Account['purchaseOrders'];
};

interface SavedBody {
  readonly accounts: SavedAccount[];
  readonly nextLegacyId: [string, number][];
}

interface Header {
  readonly format: string;
  readonly version: number;
  readonly sha256: string;
}

export function encodeSnapshot(data: SandboxData): string {
  const accounts = data.accounts.map((account) => ({
    ...account,
    warehouseProducts: [...account.warehouseProductsBySku],
    productVendors: [...account.productVendors],
  }));
  const counters = data.accounts[0]?.nextLegacyId ?? new Map<string, number>();
  // The lookup maps are dropped (rebuilt on load); the one map kept goes in as its entries.
  const body = JSON.stringify({ accounts, nextLegacyId: [...counters] }, (_key, value: unknown) =>
    value instanceof Map ? undefined : value,
  );
  const header: Header = { format: FORMAT, version: VERSION, sha256: sha256(body) };
  return `${JSON.stringify(header)}\n${body}`;
}

/** The sandbox data, or why the file cannot be read (a phrase: "it is damaged or cut short"). */
export type Decoded = Result<SandboxData, string>;

export function decodeSnapshot(text: string): Decoded {
  const newline = text.indexOf('\n');
  if (newline < 0) return { ok: false, error: 'it has no header line' };
  const header = parseJson(text.slice(0, newline));
  if (!isHeader(header) || header.format !== FORMAT) {
    return { ok: false, error: 'it is not a Floorboard sandbox file' };
  }
  const upgrade = UPGRADES[header.version];
  if (header.version !== VERSION && upgrade === undefined) {
    return { ok: false, error: `it is format ${header.version}, this version reads ${VERSION}` };
  }
  const body = text.slice(newline + 1);
  if (sha256(body) !== header.sha256) return { ok: false, error: 'it is damaged or cut short' };
  const saved = parseJson(body);
  upgrade?.(saved);
  if (!isBody(saved)) return { ok: false, error: 'its contents are not sandbox data' };
  // One map for every account, as the seed makes it (ids are one sequence per type).
  const nextLegacyId = new Map(saved.nextLegacyId);
  const accounts = saved.accounts.map(
    ({ warehouseProducts, productVendors, vendors, purchaseOrders, ...plain }): Account => ({
      ...plain,
      productsBySku: new Map(plain.products.map((p): [string, Product] => [p.sku, p])),
      warehouseProductsBySku: new Map(warehouseProducts),
      ordersById: new Map(plain.orders.map((o): [string, Order] => [o.id, o])),
      vendors,
      productVendors: new Map(productVendors),
      purchaseOrders,
      nextLegacyId,
    }),
  );
  return { ok: true, value: { accounts } };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHeader(value: unknown): value is Header {
  return (
    isRecord(value) &&
    typeof value['format'] === 'string' &&
    typeof value['version'] === 'number' &&
    typeof value['sha256'] === 'string'
  );
}

/**
 * The hash already proves the body is what this code wrote; this only checks the outline, so a
 * file written by a bug fails here rather than deep inside a resolver.
 */
function isBody(value: unknown): value is SavedBody {
  if (!isRecord(value) || !Array.isArray(value['nextLegacyId'])) return false;
  const accounts = value['accounts'];
  return (
    Array.isArray(accounts) &&
    accounts.length > 0 &&
    accounts.every(
      (account) =>
        isRecord(account) &&
        Array.isArray(account['products']) &&
        Array.isArray(account['orders']) &&
        Array.isArray(account['warehouseProducts']) &&
        Array.isArray(account['vendors']) &&
        Array.isArray(account['productVendors']) &&
        Array.isArray(account['purchaseOrders']) &&
        Array.isArray(account['users']),
    )
  );
}

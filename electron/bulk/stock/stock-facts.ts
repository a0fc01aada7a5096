/**
 * Facts a stock import is checked against, read from the service: the account's warehouses and,
 * for each SKU the file names, its on-hand count per warehouse (one `ProductDetail` per SKU, one
 * credit each). The user is waiting for the preview, so these go at foreground priority; the
 * run itself is background work. A SKU the service does not know is simply absent.
 */
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import type { Result } from '../../../shared/result.ts';
import { isNotFound } from '../../../shared/bridge/service-errors.ts';
import type { Execute } from '../../broker/execute.ts';
import { lookUpAll } from '../run/look-up-all.ts';
import type { StockFacts, Warehouse } from './validate-stock.ts';

export async function fetchWarehouses(execute: Execute): Promise<Result<Warehouse[], BridgeError>> {
  const result = await execute('AccountWarehouses', {}, { priority: 'foreground' });
  if (!result.ok) return result;
  const rows = result.value.data.account?.data?.warehouses ?? [];
  const warehouses = rows.flatMap((w) =>
    typeof w?.id === 'string'
      ? [
          {
            id: w.id,
            name: typeof w.identifier === 'string' && w.identifier !== '' ? w.identifier : w.id,
          },
        ]
      : [],
  );
  return { ok: true, value: warehouses };
}

export interface FetchFactsOptions {
  readonly execute: Execute;
  readonly skus: readonly string[];
  /** Requests in flight at once; the broker's pacer still decides when each goes. */
  readonly concurrency?: number;
  readonly onProgress?: (checked: number, total: number) => void;
  readonly signal?: AbortSignal;
}

export async function fetchStockFacts(
  options: FetchFactsOptions,
): Promise<Result<StockFacts, BridgeError>> {
  const { execute, skus } = options;
  const warehouses = await fetchWarehouses(execute);
  if (!warehouses.ok) return warehouses;
  const onHand = new Map<string, Map<string, number>>();
  const failure = await lookUpAll({
    items: skus,
    concurrency: options.concurrency ?? 4,
    lookUp: async (sku) => {
      const result = await execute('ProductDetail', { sku }, { priority: 'foreground' });
      if (!result.ok) return isNotFound(result.error) ? null : result.error;
      const product = result.value.data.product?.data;
      if (product) {
        const stock = new Map<string, number>();
        for (const row of product.warehouse_products ?? []) {
          if (typeof row?.warehouse_id === 'string' && typeof row.on_hand === 'number') {
            stock.set(row.warehouse_id, row.on_hand);
          }
        }
        onHand.set(sku, stock);
      }
      return null;
    },
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (failure) return { ok: false, error: failure };
  return { ok: true, value: { warehouses: warehouses.value, onHand } };
}

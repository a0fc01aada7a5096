/**
 * The first full sync of the catalogue (docs/replica.md): six credits of marks, then every
 * product with its warehouse rows in creation order, pages as large as the broker lets a
 * background job have. The broker's pacer keeps it behind foreground requests and inside the
 * share of the pool background work may use, so it never causes a code 30 and leaves the
 * account's other users their part. This is the sync `npm run bench -- sync` measures.
 */
import { performance } from 'node:perf_hooks';
import { stableSort } from '../../shared/operations/stable-sort.ts';
import type { ReplicaProduct } from '../../shared/replica/types.ts';
import { advanceMark, type Marks } from './catalogue.ts';
import type { Execute } from '../broker/execute.ts';
import { runQuery, walkPages } from './pages.ts';
import { isoMs, type ServiceClock } from './service-clock.ts';
import { productsPage } from './wire-rows.ts';

export interface FirstSyncProgress {
  readonly records: number;
  /** From the creation times walked so far; null until a page says something. */
  readonly estimatedTotal: number | null;
}

export interface FirstSyncResult {
  readonly products: ReplicaProduct[];
  readonly marks: Marks;
  readonly pages: number;
  /** Credits the pages were charged, marks included. */
  readonly credits: number;
  readonly pageSizes: readonly (number | null)[];
  readonly seconds: number;
}

export interface FirstSyncOptions {
  readonly execute: Execute;
  readonly clock: ServiceClock;
  readonly now?: () => number;
  readonly onProgress?: (progress: FirstSyncProgress) => void;
  /**
   * Each page's products as they come. A caller that takes them so is given none at the end
   * (`products` is empty): the replica sends them on to its image build instead of holding them.
   */
  readonly onProducts?: (products: readonly ReplicaProduct[]) => void;
  readonly stopped?: () => boolean;
}

type Edges<F extends string> = {
  data: { edges: ({ node: Partial<Record<F, string | null>> | null } | null)[] } | null;
} | null;

function firstValue<F extends string>(connection: Edges<F>, field: F): string | null {
  return connection?.data?.edges[0]?.node?.[field] ?? null;
}

/**
 * Products are walked in creation order, so the share of the creation-time span covered so far
 * estimates the share of the catalogue synced (exact when creations were evenly spread).
 */
export function estimateTotal(
  records: number,
  lastCreated: string | null,
  span: { oldest: number; newest: number } | null,
): number | null {
  if (span === null || lastCreated === null) return null;
  const at = isoMs(lastCreated);
  if (at === null) return null;
  const width = span.newest - span.oldest;
  if (width <= 0) return records;
  const share = (at - span.oldest) / width;
  if (share <= 0.01) return null;
  return Math.max(records, Math.round(records / Math.min(1, share)));
}

export async function firstSync(options: FirstSyncOptions): Promise<FirstSyncResult> {
  const { execute, clock } = options;
  const now = options.now ?? Date.now;
  const stopped = options.stopped ?? (() => false);
  const started = performance.now();

  const marksReply = await runQuery(execute, 'ReplicaMarks', {});
  const latestProduct = firstValue(marksReply.data.products, 'updated_at');
  const latestStock = firstValue(marksReply.data.warehouse_products, 'updated_at');
  // Refreshes start where the service stood before the first page: nothing changed during the
  // sync is missed, whichever page it was on.
  const marks: Marks = {
    products: { mark: latestProduct, closed: false },
    stock: { mark: latestStock, closed: false },
  };
  clock.observe(advanceMark(latestProduct, [latestStock]), now());
  const newestReply = await runQuery(execute, 'ReplicaNewest', {});
  const newest = isoMs(firstValue(newestReply.data.products, 'created_at') ?? '');
  // The walk is in creation order: its first product is the oldest.
  let span: { oldest: number; newest: number } | null = null;

  const products: ReplicaProduct[] = [];
  let records = 0;
  const pageSizes: (number | null)[] = [];
  let credits = marksReply.cost.credits + newestReply.cost.credits;
  options.onProgress?.({ records: 0, estimatedTotal: null });
  let expectedLeft: number | null = null;
  await walkPages({
    // Creation times are not unique: the id keeps ties in one order across pages.
    query: (paging) =>
      runQuery(execute, 'ReplicaProducts', { ...paging, sort: stableSort('created_at') }),
    parse: (data) => {
      const page = productsPage(data);
      return { items: page.products, pageInfo: page.pageInfo };
    },
    onPage: (items, cost) => {
      const oldest = isoMs(items[0]?.createdAt ?? '');
      if (span === null && oldest !== null && newest !== null) span = { oldest, newest };
      if (options.onProducts) options.onProducts(items);
      else products.push(...items);
      records += items.length;
      credits += cost.credits;
      pageSizes.push(cost.pageSize);
      const last = items.at(-1)?.createdAt ?? null;
      const estimatedTotal = estimateTotal(records, last, span);
      expectedLeft = estimatedTotal === null ? null : estimatedTotal - records;
      options.onProgress?.({ records, estimatedTotal });
    },
    stopped,
    expectedLeft: () => expectedLeft,
  });
  return {
    products,
    marks,
    pages: pageSizes.length,
    credits,
    pageSizes,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * An incremental refresh (docs/replica.md): the products updated since the products mark (with
 * their warehouse rows) and the warehouse rows updated since the stock mark. A stock change moves
 * only the row's `updated_at`, so each change costs one credit in one of the two streams, plus one
 * credit per stream per refresh.
 */
import { stableSort } from '../../shared/operations/stable-sort.ts';
import type { ReplicaProduct } from '../../shared/replica/types.ts';
import { advanceMark, type CatalogueEdits, type StreamMark } from './catalogue.ts';
import type { Execute, Paging } from '../broker/execute.ts';
import { runQuery, walkPages, type PageCost } from './pages.ts';
import { isoMs, isoPlusOneSecond, type ServiceClock } from './service-clock.ts';
import { productsPage, stockPage, type StockUpdate } from './wire-rows.ts';

/**
 * A refresh usually finds a handful of changes, so its first page is small: a page sized to what
 * the pool allows (800 rows on a default account) is priced at its size before it is sent, and
 * would wait in the pacer for credits it does not need. A full first page asks for more next.
 */
export const REFRESH_FIRST_ASK = 100;

export interface RefreshResult {
  readonly products: number;
  readonly stockRows: number;
  readonly credits: number;
}

export interface RefreshOptions {
  readonly execute: Execute;
  readonly catalogue: CatalogueEdits;
  readonly clock: ServiceClock;
  readonly now?: () => number;
  readonly stopped?: () => boolean;
}

/** Where the next query starts: the mark itself, or the second after it once that is over. */
export function updatedFrom(stream: StreamMark): string | null {
  if (stream.mark === null) return null;
  return stream.closed ? isoPlusOneSecond(stream.mark) : stream.mark;
}

/** The stream's mark after a query sent at local `sentAt` returned records updated at `seen`. */
export function nextMark(
  stream: StreamMark,
  seen: readonly (string | null)[],
  sentAt: number,
  clock: ServiceClock,
): StreamMark {
  const mark = advanceMark(stream.mark, seen);
  if (mark === null) return { mark, closed: false };
  const markMs = isoMs(mark);
  const serviceAtSend = clock.atLeast(sentAt);
  // The query ran no earlier than `serviceAtSend`: if the mark's second was over by then, the
  // query saw all of it.
  const closed = markMs !== null && serviceAtSend !== null && serviceAtSend >= markMs + 1000;
  return { mark, closed: closed || (mark === stream.mark && stream.closed) };
}

/** A stream's page: the walk's paging, and where the stream starts (absent: from the start). */
type StreamPaging = Paging & { readonly updatedFrom?: string };

async function stream<D, T>(
  options: RefreshOptions,
  current: StreamMark,
  query: (variables: StreamPaging) => Promise<{ data: D; cost: PageCost }>,
  parse: (data: D) => {
    items: T[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  },
  updatedAt: (item: T) => string | null,
): Promise<{ items: T[]; mark: StreamMark; credits: number }> {
  const now = options.now ?? Date.now;
  const items: T[] = [];
  const seen: (string | null)[] = [];
  let credits = 0;
  const sentAt = now();
  const from = updatedFrom(current);
  await walkPages({
    query: (paging) => query({ ...paging, ...(from === null ? {} : { updatedFrom: from }) }),
    parse,
    firstAsk: REFRESH_FIRST_ASK,
    onPage: (page, cost) => {
      items.push(...page);
      credits += cost.credits;
      const newest = advanceMark(null, page.map(updatedAt));
      seen.push(newest);
      options.clock.observe(newest, now());
    },
    stopped: options.stopped ?? (() => false),
  });
  return { items, mark: nextMark(current, seen, sentAt, options.clock), credits };
}

export async function refreshOnce(options: RefreshOptions): Promise<RefreshResult> {
  const { catalogue } = options;
  const marks = catalogue.marks();
  const products = await stream(
    options,
    marks.products,
    (variables) =>
      runQuery(options.execute, 'ReplicaProducts', {
        ...variables,
        sort: stableSort('updated_at'),
      }),
    (data) => {
      const page = productsPage(data);
      return { items: page.products, pageInfo: page.pageInfo };
    },
    (product: ReplicaProduct) => product.updatedAt,
  );
  const stock = await stream(
    options,
    marks.stock,
    (variables) => runQuery(options.execute, 'ReplicaStock', variables),
    (data) => {
      const page = stockPage(data);
      return { items: page.updates, pageInfo: page.pageInfo };
    },
    (update: StockUpdate) => update.stock.updatedAt,
  );
  catalogue.upsert(products.items);
  catalogue.applyStock(stock.items);
  catalogue.setMarks({ products: products.mark, stock: stock.mark });
  return {
    products: products.items.length,
    stockRows: stock.items.length,
    credits: products.credits + stock.credits,
  };
}

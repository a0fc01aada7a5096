/**
 * One pass over the product catalogue through the broker: `ProductsPage` with cursor paging,
 * asking for pages as large as the service allows and letting the broker size them down.
 */
import { performance } from 'node:perf_hooks';
import type { Broker } from '../electron/broker/broker.ts';

export interface SyncPass {
  records: number;
  pages: number;
  /** Sum of `extensions.throttling.cost` over the pages: what the records cost. */
  cost: number;
  /** From the first page sent to the last one received. */
  seconds: number;
  /** Page sizes the broker chose, in order. */
  pageSizes: number[];
}

interface PageData {
  products: {
    data: {
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: unknown[];
    };
  };
}

/** More than any per-operation maximum: the broker caps `first` at what fits. */
const ASK = 1_000_000;

export async function syncCatalogue(
  broker: Broker,
  priority: 'foreground' | 'background' = 'background',
): Promise<SyncPass> {
  // The broker sizes pages once it knows the pool; a one-credit look teaches it.
  const quota = await broker.execute({ operationName: 'Quota', variables: {}, priority });
  if (!quota.ok) throw new Error(`Quota failed: ${quota.error.message}`);
  const pass: SyncPass = { records: 0, pages: 0, cost: 0, seconds: 0, pageSizes: [] };
  const started = performance.now();
  let after: string | null = null;
  for (;;) {
    const result = await broker.execute({
      operationName: 'ProductsPage',
      variables: { first: ASK, ...(after === null ? {} : { after }) },
      priority,
    });
    if (!result.ok) throw new Error(`ProductsPage failed: ${result.error.message}`);
    const page = (result.value.data as PageData).products.data;
    pass.pages++;
    pass.records += page.edges.length;
    pass.cost += result.value.cost.actual ?? 0;
    pass.pageSizes.push(result.value.cost.pageSize ?? ASK);
    after = page.pageInfo.endCursor;
    if (!page.pageInfo.hasNextPage || after === null) break;
  }
  pass.seconds = (performance.now() - started) / 1000;
  return pass;
}

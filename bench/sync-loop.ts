/**
 * One pass over the product catalogue through the broker: the replica's first sync, the product
 * code itself (electron/replica/first-sync.ts), measured as the benchmarks report it.
 */
import type { Broker } from '../electron/broker/broker.ts';
import { firstSync } from '../electron/replica/first-sync.ts';
import { ASK_ALL } from '../electron/replica/pages.ts';
import { createServiceClock } from '../electron/replica/service-clock.ts';

export interface SyncPass {
  records: number;
  pages: number;
  /** Sum of `extensions.throttling.cost` over the requests: what the records cost. */
  cost: number;
  /** From the first request sent to the last page received. */
  seconds: number;
  /** Page sizes the broker chose, in order (the size asked for when it kept it). */
  pageSizes: number[];
}

export async function syncCatalogue(broker: Broker): Promise<SyncPass> {
  const result = await firstSync({
    execute: broker.run,
    clock: createServiceClock(),
  });
  return {
    records: result.products.length,
    pages: result.pages,
    cost: result.credits,
    seconds: result.seconds,
    pageSizes: result.pageSizes.map((size) => size ?? ASK_ALL),
  };
}

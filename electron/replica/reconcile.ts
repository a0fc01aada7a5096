/**
 * The reconciliation pass (docs/replica.md). The API keeps no tombstones: a product deleted at
 * the service simply stops being listed. So, rarely and in the background, the replica lists
 * every product id (one credit each) and drops the products it holds that the service no longer
 * lists. Products that arrived while the pass ran are kept: they were not there to be listed.
 */
import type { Execute } from '../broker/execute.ts';
import type { CatalogueEdits } from './catalogue.ts';
import { runQuery, walkPages } from './pages.ts';
import { idsPage } from './wire-rows.ts';

export interface ReconcileResult {
  readonly listed: number;
  readonly removed: number;
  readonly credits: number;
}

export async function reconcile(options: {
  readonly execute: Execute;
  readonly catalogue: CatalogueEdits;
  readonly stopped?: () => boolean;
}): Promise<ReconcileResult> {
  const { catalogue } = options;
  const before = new Set(catalogue.ids());
  const listed = new Set<string>();
  let credits = 0;
  await walkPages({
    query: (paging) => runQuery(options.execute, 'ReplicaIds', paging),
    parse: (data) => {
      const page = idsPage(data);
      return { items: page.ids, pageInfo: page.pageInfo };
    },
    onPage: (ids, cost) => {
      ids.forEach((id) => listed.add(id));
      credits += cost.credits;
    },
    stopped: options.stopped ?? (() => false),
  });
  // Keep what was listed, and whatever a refresh added during the pass.
  const keep = new Set(listed);
  for (const id of catalogue.ids()) {
    if (!before.has(id)) keep.add(id);
  }
  return { listed: listed.size, removed: catalogue.retainOnly(keep), credits };
}

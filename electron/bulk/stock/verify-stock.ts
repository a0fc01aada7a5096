/**
 * Did a stock change whose reply was lost happen? Its reason carries a tag unique to the run and
 * line (run/import-tag.ts), so the SKU's inventory history answers (run/search-pages.ts): a change
 * in that warehouse whose reason carries the tag means applied. Only the tag is matched, never the
 * user's text around it, which the service may normalise. (The query's `reason:` argument is not
 * used: how the service matches it is not documented, and an exact match would miss a normalised
 * reason.)
 */
import type { Execute } from '../execute.ts';
import { carriesTag, importTag } from '../run/import-tag.ts';
import type { Verified } from '../run/import-run.ts';
import { historyPages, searchHistory } from '../run/search-pages.ts';
import type { PlannedStockChange } from './stock-plan.ts';

interface ChangeNode {
  readonly reason?: unknown;
  readonly warehouse_id?: unknown;
}

export async function verifyStockChange(
  execute: Execute,
  change: PlannedStockChange,
  runId: string,
): Promise<Verified> {
  const tag = importTag(runId, change.line);
  return searchHistory(
    historyPages<ChangeNode | undefined>(
      execute,
      'InventoryChanges',
      { sku: change.sku },
      'inventory_changes',
    ),
    (node) => carriesTag(node?.reason, tag) && node?.warehouse_id === change.warehouseId,
  );
}

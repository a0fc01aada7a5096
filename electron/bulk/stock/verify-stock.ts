/**
 * Did a stock change whose reply was lost happen? Its reason carries a tag unique to the run and
 * line (stock-plan.ts), so the SKU's inventory history answers: a change in that warehouse
 * whose reason carries the tag means applied; the whole history read without finding it means
 * not found (whether that may count as "not applied" yet is the run's rule, run/import-run.ts);
 * a history that cannot be read, or is too long to read to the end here, means unknown, and the
 * row is never sent blindly. Only the tag is matched, never the user's text around it, which
 * the service may normalise. (The query's `reason:` argument is not used: how the service
 * matches it is not documented, and an exact match would miss a normalised reason.)
 */
import type { Execute } from '../execute.ts';
import { carriesTag, importTag, type PlannedStockChange } from './stock-plan.ts';

export type Verified = 'yes' | 'no' | 'unknown';

const PAGE = 50;
const MAX_PAGES = 4;

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
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await execute({
      operationName: 'InventoryChanges',
      variables: { sku: change.sku, first: PAGE, ...(after ? { after } : {}) },
      priority: 'background',
    });
    if (!result.ok) return 'unknown';
    const connection = (result.value.data as { inventory_changes?: { data?: unknown } } | null)
      ?.inventory_changes?.data as
      | {
          edges?: { node?: ChangeNode }[];
          pageInfo?: { hasNextPage?: boolean; endCursor?: string | null };
        }
      | null
      | undefined;
    if (!connection) return 'unknown';
    const found = (connection.edges ?? []).some(
      (edge) =>
        carriesTag(edge.node?.reason, tag) && edge.node?.warehouse_id === change.warehouseId,
    );
    if (found) return 'yes';
    if (!connection.pageInfo?.hasNextPage) return 'no';
    after = connection.pageInfo.endCursor ?? null;
    if (!after) return 'unknown';
  }
  return 'unknown';
}

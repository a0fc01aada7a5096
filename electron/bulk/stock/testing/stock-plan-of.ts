/**
 * A stock import's plan as a preview would journal it: one-unit additions to the first stocked
 * records of the sandbox's first account. For tests that write a journal themselves, as a run
 * interrupted before (or while) its rows went leaves it.
 */
import type { SandboxHandle } from '../../../../sandbox/start.ts';
import type { StockPlan } from '../stock-plan.ts';

export function stockPlanOf(
  sandbox: SandboxHandle,
  plan: { readonly rows: number; readonly fileName: string; readonly reason?: string },
): StockPlan {
  const account = sandbox.data.accounts[0];
  const records = [...(account?.warehouseProductsBySku.values() ?? [])].flat();
  if (records.length < plan.rows) throw new Error(`the sandbox stocks fewer than ${plan.rows}`);
  return {
    kind: 'stock',
    fileName: plan.fileName,
    rows: records.slice(0, plan.rows).map((record, i) => ({
      line: i + 2,
      sku: record.sku,
      warehouseId: record.warehouse_id,
      warehouseName: record.warehouse_id,
      action: 'add',
      quantity: 1,
      reason: plan.reason ?? '',
    })),
    skipped: [],
  };
}

/**
 * A catalogue copy for the finder's component tests: a few rows, a small stand-in for main's
 * matching (exact SKU or barcode first, then SKU, barcode or name-word prefixes), and answers that
 * a test may hold back to play a scanner that is faster than the answer.
 */
import { ok, type BridgeResult } from '../../../shared/bridge/errors.ts';
import type { ReplicaQuery, ReplicaQueryResult } from '../../../shared/replica/query.ts';
import type { ReplicaRow } from '../../../shared/replica/types.ts';
import { listedProduct, TEST_STOCK } from '../../replica/testing/catalogue.ts';

export function testRow(sku: string, name: string, barcode: string | null): ReplicaRow {
  return {
    ...listedProduct(sku, name, barcode),
    onHand: TEST_STOCK.onHand,
    allocated: TEST_STOCK.allocated,
    available: TEST_STOCK.available,
    backorder: TEST_STOCK.backorder,
    reorderLevel: TEST_STOCK.reorderLevel,
    low: false,
    lowIn: [],
  };
}

function rank(row: ReplicaRow, text: string): number {
  const t = text.toLowerCase();
  if (row.sku.toLowerCase() === t || row.barcode === text) return 0;
  if (row.sku.toLowerCase().startsWith(t)) return 1;
  if (
    row.name
      .toLowerCase()
      .split(' ')
      .some((word) => word.startsWith(t))
  )
    return 2;
  if (row.barcode?.startsWith(text)) return 3;
  return -1;
}

export interface TestReplica {
  readonly queryReplica: (query: ReplicaQuery) => Promise<BridgeResult<ReplicaQueryResult>>;
  /** Hold answers back until `release()`. */
  hold(): void;
  release(): void;
  readonly asked: string[];
}

export function testReplica(rows: readonly ReplicaRow[], ready = true): TestReplica {
  const held: (() => void)[] = [];
  let holding = false;
  const asked: string[] = [];
  const answer = (query: ReplicaQuery): BridgeResult<ReplicaQueryResult> => {
    const matches = rows
      .map((row) => ({ row, rank: rank(row, query.text) }))
      .filter((m) => m.rank >= 0)
      .sort((a, b) => a.rank - b.rank)
      .map((m) => m.row);
    return ok({
      rows: matches.slice(query.offset, query.offset + query.limit),
      offset: query.offset,
      total: matches.length,
      counts: { all: matches.length, low: 0, out: 0, backorder: 0 },
      catalogue: rows.length,
      ready,
    });
  };
  return {
    asked,
    queryReplica: (query) => {
      asked.push(query.text);
      if (!holding) return Promise.resolve(answer(query));
      return new Promise((resolve) => held.push(() => resolve(answer(query))));
    },
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

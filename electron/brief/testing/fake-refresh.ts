/**
 * Test support: a refresh context over canned service replies (one page per operation), without
 * the sandbox, and every record the detectors put on a line.
 */
import type { BriefKind } from '../../../shared/brief/brief.ts';
import { ok } from '../../../shared/bridge/errors.ts';
import { toServiceTime } from '../../../shared/dates/service-time.ts';
import { addEntry, emptyMemory, type Entry } from '../brief-memory.ts';
import { typedExecute, type ExecuteRequest } from '../../broker/execute.ts';
import type { RefreshContext, StockLookup } from '../refresh-context.ts';

/** A connection's root field for each operation the canned replies answer. */
const ROOTS: Readonly<Record<string, string>> = {
  BriefStockChanges: 'inventory_changes',
  BriefShipments: 'shipments',
  BriefOrders: 'orders',
  LateOrdersPage: 'orders',
};

export interface FakeRefresh {
  readonly context: RefreshContext;
  readonly found: { kind: BriefKind; entry: Entry }[];
}

/** An operation's canned records: the same for every request, or chosen by its variables. */
export type CannedNodes =
  readonly unknown[] | ((variables: Readonly<Record<string, unknown>>) => readonly unknown[]);

export function fakeRefresh(options: {
  readonly nodes: Readonly<Record<string, CannedNodes>>;
  readonly nowMs: number;
  readonly sinceMs: number;
  readonly stock?: StockLookup;
  /** Whole replies (`data`) for operations that answer one record, not a connection. */
  readonly records?: Readonly<Record<string, unknown>>;
}): FakeRefresh {
  const execute: ExecuteRequest = (request) => {
    const record = options.records?.[request.operationName];
    if (record !== undefined) {
      return Promise.resolve(
        ok({
          data: record,
          errors: [],
          scopeWarnings: [],
          cost: { estimated: 2, actual: 2, pageSize: null },
        }),
      );
    }
    const root = ROOTS[request.operationName] ?? request.operationName;
    const canned = options.nodes[request.operationName] ?? [];
    const nodes = typeof canned === 'function' ? canned(request.variables) : canned;
    return Promise.resolve(
      ok({
        data: {
          [root]: {
            data: {
              pageInfo: { hasNextPage: false, endCursor: null },
              edges: nodes.map((node) => ({ node })),
            },
          },
        },
        errors: [],
        scopeWarnings: [],
        cost: { estimated: 1 + nodes.length, actual: 1 + nodes.length, pageSize: null },
      }),
    );
  };
  const memory = emptyMemory(options.sinceMs);
  const found: FakeRefresh['found'] = [];
  const context: RefreshContext = {
    execute: typedExecute(execute),
    spend: { credits: 0, queries: 0 },
    nowMs: options.nowMs,
    now: toServiceTime(options.nowMs),
    since: toServiceTime(options.sinceMs),
    memory,
    stock: options.stock ?? (() => null),
    // As the engine does: a record already on its line is not added again.
    found(kind, entry) {
      if (addEntry(memory, kind, entry)) found.push({ kind, entry });
    },
  };
  return { context, found };
}

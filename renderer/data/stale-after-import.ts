/**
 * An import changes stock and orders at the service row by row, outside the page's own
 * mutations, so nothing told the cached reads that show those figures (a SKU's stock panel, its
 * history, Low stock, order details) that they are stale: after an import the panel under the
 * result kept the figure from before it. This marks them stale when a run applies rows: at once
 * when a run ends or pauses, and at most every few seconds while it runs.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ImportStatus } from '../../shared/bulk/import-contract.ts';
import type { ImportKind } from '../../shared/bulk/import-kinds.ts';
import type { OperationName } from '../../shared/operations/catalogue.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { PRODUCT_READS } from './stale-reads.ts';

/** The reads each import kind's changes make stale. */
export const STALE_AFTER_IMPORT: Readonly<Record<ImportKind, readonly OperationName[]>> = {
  stock: PRODUCT_READS,
  orders: ['OrderDetail', 'OrderTimeline', 'OrdersPage', 'OverviewOrders', 'OrderStatusSample'],
};

/** Paged lists are only marked stale: refetching every page they hold would cost credits. */
const PAGED: ReadonlySet<OperationName> = new Set(['ProductsPage', 'OrdersPage', 'OverviewOrders']);

/** Least time between two refetches while a run applies rows. */
export const WHILE_RUNNING_MS = 3_000;

/**
 * Which reads to mark stale for `status`, given how many rows of its run were applied when they
 * were last marked (and when): none while nothing new was applied.
 */
export function staleReads(
  status: ImportStatus,
  last: { readonly applied: number; readonly at: number } | undefined,
  now: number,
): readonly OperationName[] {
  const applied = status.counts.applied;
  if (applied <= (last?.applied ?? 0)) return [];
  const settled = status.status !== 'running';
  if (!settled && last !== undefined && now - last.at < WHILE_RUNNING_MS) return [];
  return STALE_AFTER_IMPORT[status.kind];
}

/**
 * Marks the affected cached reads stale as the active profile's imports apply rows. `now` is the
 * clock of the throttle while a run applies rows (a parameter so tests can drive it); pass a
 * stable function, as a new one re-subscribes.
 */
export function useStaleAfterImport(now: () => number = Date.now): void {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const marked = useRef(new Map<string, { applied: number; at: number }>());
  useEffect(
    () =>
      bridge.onImport((status) => {
        const at = now();
        const names = staleReads(status, marked.current.get(status.runId), at);
        if (names.length === 0) return;
        marked.current.set(status.runId, { applied: status.counts.applied, at });
        for (const name of names) {
          void queryClient.invalidateQueries({
            queryKey: [name],
            ...(PAGED.has(name) ? { refetchType: 'none' } : {}),
          });
        }
      }),
    [bridge, queryClient, now],
  );
}

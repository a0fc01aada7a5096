/**
 * The board's low-stock list. From the catalogue copy once it is ready: complete, by the app's
 * one rule, for 0 credits. Until then from the service's scan (`LowStock`, the records with the
 * least available), which cannot be complete: a low record with a high reorder level may lie
 * beyond it, and the panel says so.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { KioskInfo } from '../../shared/bridge/contract.ts';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { useReplicaRows, type ReplicaFilter } from '../replica/use-replica-rows.ts';
import type { OperationResult } from '../data/use-operation.ts';
import { useLowStock } from './board-queries.ts';
import { lowStockRows, lowStockRowsFromReplica, type LowStockRow } from './board-model.ts';

const LOW_FIRST: ReplicaFilter = {
  text: '',
  sort: 'available',
  descending: false,
  quick: 'low',
  warehouseId: null,
};

export interface LowStockList {
  readonly rows: readonly LowStockRow[];
  /** 'copy': every low record; 'scan': only what the service's scan held. */
  readonly source: 'copy' | 'scan';
  /** More may be low than is listed (the scan was full, or the copy has more products). */
  readonly more: boolean;
  readonly pending: boolean;
  /** ms since the epoch of the figures shown (0: none yet). */
  readonly updatedAt: number;
  /**
   * The service's query while it is the source, for the connection banner; null while the copy
   * answers (the scan is then idle, and an error it had before must not keep the banner up).
   */
  readonly query: UseQueryResult<OperationResult<'LowStock'>> | null;
}

export function useLowStockList(info: KioskInfo): LowStockList {
  const status = useReplicaStatus();
  const ready = status.phase === 'ready';
  const copy = useReplicaRows(LOW_FIRST, status.lastRefreshedAt, ready);
  const query = useLowStock(info, !ready);
  if (ready && !copy.error) {
    return {
      rows: lowStockRowsFromReplica(copy.rows),
      source: 'copy',
      more: copy.hasMore,
      pending: copy.isPending,
      updatedAt: status.lastRefreshedAt ?? 0,
      query: null,
    };
  }
  const connection = query.data?.data.warehouse_products?.data;
  return {
    rows: query.data ? lowStockRows(query.data.data) : [],
    source: 'scan',
    more: connection?.pageInfo.hasNextPage ?? false,
    pending: query.isPending,
    updatedAt: query.dataUpdatedAt,
    query,
  };
}

/**
 * The board's data. Its lists refresh themselves as **background** work at the
 * intervals of shared/kiosk/board-plan.ts: main's pacer holds them to the kiosk's share of the
 * credit restore rate, and back when the shared pool is low. A failed refresh keeps the last data
 * (react-query keeps `data` on error) and the next interval tries again. The SKU lookup is what
 * a person waits for: foreground.
 */
import type { KioskInfo } from '../../shared/bridge/contract.ts';
import {
  LOW_STOCK_VARIABLES,
  STATUS_SAMPLE_VARIABLES,
  queueVariables,
  refreshIntervalOf,
  type BoardList,
} from '../../shared/kiosk/board-plan.ts';
import { useOperation } from '../data/use-operation.ts';

function refreshing(list: BoardList, info: KioskInfo) {
  const interval = refreshIntervalOf(list, info.refreshIntervalMs);
  // Fresh until the next refresh is due: an idle reset that remounts a list does not refetch it.
  return { priority: 'background', refetchInterval: interval, staleTime: interval } as const;
}

export function useStatusSample(info: KioskInfo) {
  return useOperation(
    'OrderStatusSample',
    STATUS_SAMPLE_VARIABLES,
    refreshing('statusSample', info),
  );
}

export function useQueue(info: KioskInfo, status: string | null) {
  // No placeholder from the previous status: its orders must never show under another name.
  return useOperation('OrdersPage', queueVariables(status ?? ''), {
    ...refreshing('queue', info),
    enabled: status !== null,
  });
}

/** The service's low-stock scan: only while the catalogue copy cannot answer (use-low-stock-list.ts). */
export function useLowStock(info: KioskInfo, enabled: boolean) {
  return useOperation('LowStock', LOW_STOCK_VARIABLES, {
    ...refreshing('lowStock', info),
    enabled,
  });
}

export function useLookup(sku: string | null) {
  return useOperation('ProductDetail', { sku: sku ?? '' }, { enabled: sku !== null });
}

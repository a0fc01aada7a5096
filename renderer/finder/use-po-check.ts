/** The finder's check that a typed PO number exists, remembered for a minute like the order check. */
import { queryOptions } from '@tanstack/react-query';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { useBridge } from '../session/bridge-context.tsx';
import type { Gate } from '../session/gate.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { checkPoNumber, type PoCheck } from './po-check.ts';
import { useCheckAfterPause } from './use-check-after-pause.ts';

export function poCheckQuery(bridge: FloorboardBridge, poNumber: string, gate: Gate) {
  return queryOptions({
    queryKey: ['finder-po', poNumber],
    queryFn: () => checkPoNumber(bridge, poNumber, gate),
    staleTime: 60_000,
    gcTime: 60_000,
  });
}

/** `poNumber`: the number the text is, or null. Null when there is nothing to check. */
export function usePoCheck(poNumber: string | null): PoCheck | null {
  const bridge = useBridge();
  const gate = useCanRun('PurchaseOrderByNumber');
  return useCheckAfterPause(poNumber, gate.allowed, (n) => poCheckQuery(bridge, n, gate));
}

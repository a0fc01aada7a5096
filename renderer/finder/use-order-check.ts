/**
 * The finder's check that a typed order number exists: asked once typing pauses (or at once on
 * Enter), at foreground priority since the person is waiting on it, and remembered for a minute
 * so moving back and forth over the same number costs nothing more.
 */
import { queryOptions } from '@tanstack/react-query';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { useBridge } from '../session/bridge-context.tsx';
import type { Gate } from '../session/gate.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { checkOrderNumber, type OrderCheck } from './order-check.ts';
import { useCheckAfterPause } from './use-check-after-pause.ts';

export function orderCheckQuery(bridge: FloorboardBridge, orderNumber: string, gate: Gate) {
  return queryOptions({
    queryKey: ['finder-order', orderNumber],
    queryFn: () => checkOrderNumber(bridge, orderNumber, gate),
    staleTime: 60_000,
    gcTime: 60_000,
  });
}

/** `orderNumber`: the number the text is, or null. Returns null when there is nothing to check. */
export function useOrderCheck(orderNumber: string | null): OrderCheck | null {
  const bridge = useBridge();
  const gate = useCanRun('OrdersByNumbers');
  return useCheckAfterPause(orderNumber, gate.allowed, (n) => orderCheckQuery(bridge, n, gate));
}

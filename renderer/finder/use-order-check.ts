/**
 * The finder's check that a typed order number exists: asked once typing pauses (or at once on
 * Enter), at foreground priority since the person is waiting on it, and remembered for a minute
 * so moving back and forth over the same number costs nothing more.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { useBridge } from '../session/bridge-context.tsx';
import type { Gate } from '../session/gate.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { checkOrderNumber, type OrderCheck } from './order-check.ts';

/** How long typing must pause before a number is checked: one check per number typed, not per digit. */
export const ORDER_CHECK_PAUSE_MS = 400;

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
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (orderNumber === null) return;
    const timer = setTimeout(() => setSettled(orderNumber), ORDER_CHECK_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [orderNumber]);
  const query = useQuery({
    ...orderCheckQuery(bridge, orderNumber ?? '', gate),
    enabled: orderNumber !== null && settled === orderNumber && gate.allowed,
  });
  if (orderNumber === null || !gate.allowed) return null;
  return query.data ?? { state: 'checking' };
}

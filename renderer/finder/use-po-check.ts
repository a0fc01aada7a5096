/**
 * The finder's check that a typed PO number exists: asked once typing pauses, remembered for a
 * minute, as the order check is (use-order-check.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { useBridge } from '../session/bridge-context.tsx';
import type { Gate } from '../session/gate.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { checkPoNumber, type PoCheck } from './po-check.ts';
import { ORDER_CHECK_PAUSE_MS } from './use-order-check.ts';

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
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (poNumber === null) return;
    const timer = setTimeout(() => setSettled(poNumber), ORDER_CHECK_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [poNumber]);
  const query = useQuery({
    ...poCheckQuery(bridge, poNumber ?? '', gate),
    enabled: poNumber !== null && settled === poNumber && gate.allowed,
  });
  if (poNumber === null || !gate.allowed) return null;
  return query.data ?? { state: 'checking' };
}

/**
 * The finder's look-up of a SKU at the service, for when the catalogue copy is not complete:
 * `ProductBySku` (1 credit, the root field alone) at foreground priority, through the broker.
 * The service matches SKUs exactly, capitals included.
 */
import { useState } from 'react';
import { isNotFound } from '../../shared/bridge/service-errors.ts';
import { OperationError } from '../data/operation-error.ts';
import { runOperation } from '../data/run-operation.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { useCanRun } from '../session/use-can-run.ts';

export type SkuLookup =
  | { readonly state: 'idle' }
  | { readonly state: 'looking'; readonly sku: string }
  | { readonly state: 'absent'; readonly sku: string }
  | { readonly state: 'failed'; readonly sku: string; readonly message: string };

/** What one look-up costs: `product(sku:)` has no connection, so its root field's 1 credit. */
export const SKU_LOOKUP_CREDITS = 1;

export function useSkuLookup() {
  const bridge = useBridge();
  const gate = useCanRun('ProductBySku');
  const [state, setState] = useState<SkuLookup>({ state: 'idle' });

  /** The SKU as the service spells it, or null (not found, or the look-up failed). */
  const lookUp = async (sku: string): Promise<string | null> => {
    setState({ state: 'looking', sku });
    try {
      const result = await runOperation(bridge, 'ProductBySku', { sku }, 'foreground', gate);
      const found = result.data.product?.data?.sku ?? null;
      setState(found === null ? { state: 'absent', sku } : { state: 'idle' });
      return found;
    } catch (thrown) {
      const error = thrown instanceof OperationError ? thrown : null;
      setState(
        isNotFound(error?.error)
          ? { state: 'absent', sku }
          : { state: 'failed', sku, message: error?.message ?? String(thrown) },
      );
      return null;
    }
  };

  return { state, allowed: gate.allowed, lookUp };
}

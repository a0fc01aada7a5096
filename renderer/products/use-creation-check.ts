import { isNotFound } from '../../shared/bridge/service-errors.ts';
import { useState } from 'react';
import { useBridge } from '../session/bridge-context.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import { OperationError } from '../data/operation-error.ts';
import { runOperation } from '../data/run-operation.ts';

export type CheckState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking' }
  | { readonly status: 'found' }
  | { readonly status: 'absent' }
  | { readonly status: 'failed'; readonly error: OperationError };

/**
 * After an ambiguous create, asks the service whether the SKU exists now (ProductBySku, one
 * cheap idempotent query). "Not found" (code 5) means it was not created.
 */
export function useCreationCheck() {
  const bridge = useBridge();
  const gate = useCanRun('ProductBySku');
  const [state, setState] = useState<CheckState>({ status: 'idle' });

  const check = async (sku: string): Promise<CheckState> => {
    setState({ status: 'checking' });
    let next: CheckState;
    try {
      const result = await runOperation(bridge, 'ProductBySku', { sku }, 'foreground', gate);
      next = result.data.product?.data ? { status: 'found' } : { status: 'absent' };
    } catch (thrown) {
      const error = thrown instanceof OperationError ? thrown : null;
      next = isNotFound(error?.error)
        ? { status: 'absent' }
        : {
            status: 'failed',
            error: error ?? new OperationError({ kind: 'server', message: String(thrown) }),
          };
    }
    setState(next);
    return next;
  };

  return { state, check, reset: () => setState({ status: 'idle' }) };
}

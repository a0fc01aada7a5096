import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { toOperationError, type OperationError } from '../data/operation-error.ts';
import { PRODUCT_READS } from '../data/stale-reads.ts';
import { useOperationMutation } from '../data/use-operation.ts';
import type { EditPlan } from './edit-product-form.ts';

export interface EditFailure {
  /** What could not be saved ("Reno West settings"). */
  readonly what: string;
  /** What was saved before it, so the user knows where things stand. */
  readonly saved: readonly string[];
  readonly error: OperationError;
}

/**
 * Saves an edit plan one update at a time: the product's own fields, then each changed
 * warehouse. A lost reply the broker confirmed as applied counts as saved. On a failure the
 * dialog stays open with the values; saving again is safe, because every update sets values
 * rather than adding to them, so one already applied is applied to the same effect.
 */
export function useEditProduct(onSaved: () => void) {
  const updateProduct = useOperationMutation('UpdateProduct');
  const updateWarehouse = useOperationMutation('UpdateWarehouseProduct');
  const queryClient = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<EditFailure | null>(null);

  const save = async (name: string, plan: EditPlan): Promise<void> => {
    const { product } = plan;
    const steps = [
      ...(product
        ? [{ what: 'name and barcode', run: () => updateProduct.mutateAsync({ data: product }) }]
        : []),
      ...plan.warehouses.map((w) => ({
        what: `${w.label} settings`,
        run: () => updateWarehouse.mutateAsync({ data: w.input }),
      })),
    ];
    setPending(true);
    setFailure(null);
    const saved: string[] = [];
    try {
      for (const step of steps) {
        try {
          await step.run();
        } catch (thrown) {
          const error = toOperationError(thrown);
          if (error.error.kind !== 'network' || error.error.applied !== 'yes') {
            setFailure({ what: step.what, saved: [...saved], error });
            return;
          }
        }
        saved.push(step.what);
      }
      toast.show({
        tone: 'success',
        title: `Saved “${name}”`,
        detail: `${saved.length} ${saved.length === 1 ? 'change' : 'changes'} saved.`,
      });
      onSaved();
    } finally {
      setPending(false);
      await Promise.all(PRODUCT_READS.map((n) => queryClient.invalidateQueries({ queryKey: [n] })));
    }
  };

  return { save, pending, failure };
}

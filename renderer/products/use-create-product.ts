import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../components/toast/ToastProvider.tsx';
import type { OperationError } from '../data/operation-error.ts';
import { useOperationMutation } from '../data/use-operation.ts';
import { useDraft } from '../state/drafts.ts';
import {
  checkProduct,
  fieldOfServerMessage,
  productInput,
  type ProductErrors,
} from './create-product-form.ts';
import { useCreationCheck } from './use-creation-check.ts';

const FORM = 'create-product';

/**
 * The create-product form's state and steps: typed values (kept as a draft if the dialog closes),
 * checks before sending, the mutation, and what happened. Field errors show after the first
 * attempt and follow the typing from then on.
 */
export function useCreateProduct(
  warehouseIds: readonly string[],
  onCreated: (sku: string) => void,
) {
  const [values, setValue, clearDraft] = useDraft(FORM);
  const [attempted, setAttempted] = useState(false);
  const [serverField, setServerField] = useState<{ field: string; message: string } | null>(null);
  const [failure, setFailure] = useState<OperationError | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const creationCheck = useCreationCheck();

  const succeed = (name: string, sku: string, note?: string) => {
    // A fresh first page in the current sort; cheaper than refetching every loaded page.
    void queryClient.resetQueries({ queryKey: ['ProductsPage'] });
    toast.show({
      tone: 'success',
      title: `Created “${name}”`,
      detail: note ?? `SKU ${sku}; its details are open.`,
    });
    clearDraft();
    onCreated(sku);
  };

  const mutation = useOperationMutation('CreateProduct', {
    onSuccess: (result, variables) => {
      const product = result.data.product_create?.product;
      succeed(product?.name ?? variables.data.name, product?.sku ?? variables.data.sku);
    },
    onError: (error, variables) => {
      const { data } = variables;
      if (error.error.kind === 'network' && error.error.applied === 'yes') {
        succeed(data.name, data.sku, 'The connection dropped just after it was saved.');
        return;
      }
      const kind = error.error.kind;
      const field =
        kind === 'server' || kind === 'invalid-input' ? fieldOfServerMessage(error.message) : null;
      setServerField(field ? { field, message: error.message } : null);
      setFailure(error);
    },
  });

  const errors: ProductErrors = attempted ? checkProduct(values, warehouseIds) : {};
  const fieldErrors: ProductErrors = serverField
    ? { ...errors, [serverField.field]: errors[serverField.field] ?? serverField.message }
    : errors;

  const setField = (field: string, value: string) => {
    setValue(field, value);
    if (serverField?.field === field) setServerField(null);
  };

  /** Returns false when the form has errors (nothing was sent). */
  const submit = (): boolean => {
    setAttempted(true);
    if (Object.keys(checkProduct(values, warehouseIds)).length > 0) return false;
    setFailure(null);
    setServerField(null);
    creationCheck.reset();
    mutation.mutate(productInput(values, warehouseIds));
    return true;
  };

  const checkCreated = async () => {
    const sku = (values['sku'] ?? '').trim();
    const state = await creationCheck.check(sku);
    if (state.status === 'found') {
      setFailure(null);
      succeed((values['name'] ?? '').trim(), sku, 'It was created before the connection dropped.');
    }
  };

  return {
    values,
    setField,
    errors: fieldErrors,
    submit,
    pending: mutation.isPending,
    failure,
    check: creationCheck.state,
    checkCreated,
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { useOperationMutation, type OperationResult } from '../data/use-operation.ts';
import { formatInteger } from '../format/number.ts';
import type { StockAction } from './adjust-stock.ts';
import { refreshAfterStockChange } from './refresh-after-change.ts';

type StockPayload =
  | OperationResult<'AddInventory'>['data']['inventory_add']
  | OperationResult<'RemoveInventory'>['data']['inventory_remove']
  | OperationResult<'ReplaceInventory'>['data']['inventory_replace'];

const DONE: Record<StockAction, (quantity: string, where: string) => string> = {
  add: (quantity, where) => `Added ${quantity} to ${where}`,
  remove: (quantity, where) => `Removed ${quantity} from ${where}`,
  replace: (quantity, where) => `Set ${where} to ${quantity} on hand`,
};

/** The three stock mutations with one result handling: toast, refreshed detail and history. */
export function useAdjustStock(sku: string, warehouseName: (id: string) => string) {
  const queryClient = useQueryClient();
  const toast = useToast();

  const done = (action: StockAction) => {
    return async (
      payload: StockPayload,
      variables: { readonly data: { readonly warehouse_id: string; readonly quantity: number } },
    ) => {
      const record = payload?.warehouse_product;
      const where = warehouseName(variables.data.warehouse_id);
      const onHand = record?.on_hand;
      toast.show({
        tone: 'success',
        title: DONE[action](formatInteger(variables.data.quantity), where),
        detail:
          onHand === null || onHand === undefined
            ? `SKU ${sku}.`
            : `SKU ${sku}: ${formatInteger(onHand)} now on hand in ${where}.`,
      });
      await refreshAfterStockChange(queryClient, {
        sku,
        warehouse_id: variables.data.warehouse_id,
        on_hand: record?.on_hand ?? null,
        allocated: record?.allocated ?? null,
        available: record?.available ?? null,
      });
    };
  };

  const onAdd = done('add');
  const onRemove = done('remove');
  const onReplace = done('replace');
  const add = useOperationMutation('AddInventory', {
    onSuccess: (result, variables) => void onAdd(result.data.inventory_add, variables),
  });
  const remove = useOperationMutation('RemoveInventory', {
    onSuccess: (result, variables) => void onRemove(result.data.inventory_remove, variables),
  });
  const replace = useOperationMutation('ReplaceInventory', {
    onSuccess: (result, variables) => void onReplace(result.data.inventory_replace, variables),
  });
  return { add, remove, replace };
}

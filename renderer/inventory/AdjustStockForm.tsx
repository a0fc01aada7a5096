import { useState } from 'react';
import { SelectField } from '../components/form/SelectField.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { Button } from '../components/controls/Button.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { formatInteger } from '../format/number.ts';
import type { WarehouseStock } from '../stock/product-detail-data.ts';
import {
  adjustmentInput,
  checkAdjustment,
  type AdjustValues,
  type StockAction,
} from './adjust-stock.ts';
import { StockActions } from './StockActions.tsx';
import { useAdjustStock } from './use-adjust-stock.ts';

const LABELS: Record<StockAction, string> = {
  add: 'Add stock',
  remove: 'Remove stock',
  replace: 'Replace stock',
};

/**
 * Add, remove or replace (recount) stock of one SKU in one warehouse, with a required reason.
 * Each button is gated on change:inventory; the checks run before anything is sent.
 */
export function AdjustStockForm({
  sku,
  stock,
}: {
  readonly sku: string;
  readonly stock: readonly WarehouseStock[];
}) {
  const [values, setValues] = useState<AdjustValues>({
    warehouseId: stock[0]?.warehouseId ?? '',
    quantity: '',
    reason: '',
  });
  const [attempted, setAttempted] = useState<StockAction | null>(null);
  const names = new Map(stock.map((s) => [s.warehouseId, s.warehouse]));
  const mutations = useAdjustStock(sku, (id) => names.get(id) ?? id);
  const pending =
    mutations.add.isPending || mutations.remove.isPending || mutations.replace.isPending;
  const errors = attempted ? checkAdjustment(attempted, values, stock) : {};
  const serverError = attempted ? mutations[attempted].error : null;
  const set = (patch: Partial<AdjustValues>) => setValues((v) => ({ ...v, ...patch }));

  const run = (action: StockAction) => {
    setAttempted(action);
    if (Object.keys(checkAdjustment(action, values, stock)).length > 0) return;
    mutations[action].mutate(adjustmentInput(sku, values), {
      onSuccess: () => {
        setValues((v) => ({ ...v, quantity: '', reason: '' }));
        setAttempted(null);
      },
    });
  };

  return (
    <form className="adjust-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label="Warehouse"
        value={values.warehouseId}
        error={errors.warehouseId ?? null}
        options={stock.map((s) => ({
          value: s.warehouseId,
          label: `${s.warehouse} — ${formatInteger(s.onHand)} on hand`,
        }))}
        onChange={(warehouseId) => set({ warehouseId })}
      />
      <TextField
        label="Quantity"
        required
        inputMode="numeric"
        autoComplete="off"
        hint="Add and Remove change the count by this many; Replace sets it (after a recount)."
        value={values.quantity}
        error={errors.quantity ?? null}
        onChange={(quantity) => set({ quantity })}
      />
      <TextField
        label="Reason"
        required
        autoComplete="off"
        hint="Kept in the SKU’s history, e.g. “Damaged in transit”."
        value={values.reason}
        error={errors.reason ?? null}
        onChange={(reason) => set({ reason })}
      />
      {serverError ? <ErrorView error={serverError} compact /> : null}
      <StockActions
        render={(action, describedBy) => (
          <Button
            key={action}
            variant={action === 'add' ? 'primary' : 'secondary'}
            busy={mutations[action].isPending}
            disabled={pending || describedBy !== undefined}
            aria-describedby={describedBy}
            onClick={() => run(action)}
          >
            {LABELS[action]}
          </Button>
        )}
      />
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { useOperation } from '../data/use-operation.ts';
import { CreateFailureAlert } from './CreateFailureAlert.tsx';
import { StockFields, warehousesOf } from './StockFields.tsx';
import { useCreateProduct } from './use-create-product.ts';

/**
 * "Create product": name, SKU, price and value (decimal strings, checked as typed), barcode and
 * the opening stock per warehouse. Nothing is sent until the form is valid; the first invalid
 * field gets focus. The result is a toast and the new product selected, or the reason it failed.
 */
export function CreateProductDialog({
  onClose,
  onCreated,
}: {
  readonly onClose: () => void;
  readonly onCreated: (sku: string) => void;
}) {
  const warehousesQuery = useOperation('AccountWarehouses', {});
  const warehouses = warehousesQuery.data ? warehousesOf(warehousesQuery.data.data) : [];
  const form = useCreateProduct(
    warehouses.map((w) => w.id),
    onCreated,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);

  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const field = (name: string) => ({
    value: form.values[name] ?? '',
    onChange: (value: string) => form.setField(name, value),
    error: form.errors[name] ?? null,
  });

  return (
    <Modal title="Create product" width="38rem" onClose={form.pending ? undefined : onClose}>
      <form
        ref={formRef}
        className="create-product"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.submit()) setFocusInvalid((n) => n + 1);
        }}
      >
        <div className="form-grid">
          <TextField label="Name" required autoComplete="off" {...field('name')} />
          <TextField
            label="SKU"
            required
            autoComplete="off"
            spellCheck={false}
            hint="Unique in the account; letter case matters."
            {...field('sku')}
          />
          <TextField
            label="Price"
            required
            inputMode="decimal"
            placeholder="0.00"
            hint="Digits and a point, e.g. 12.50"
            {...field('price')}
          />
          <TextField
            label="Value"
            inputMode="decimal"
            placeholder="0.00"
            hint="What one unit is worth to you (cost)."
            {...field('value')}
          />
          <TextField label="Barcode" autoComplete="off" {...field('barcode')} />
        </div>
        <StockFields
          query={warehousesQuery}
          values={form.values}
          errors={form.errors}
          setField={form.setField}
        />
        {form.failure ? (
          <CreateFailureAlert
            error={form.failure}
            check={form.check}
            onRetry={() => formRef.current?.requestSubmit()}
            onCheck={() => void form.checkCreated()}
          />
        ) : null}
        <div className="dialog-actions">
          <span className="dialog-progress" role="status">
            {form.pending ? 'Creating the product…' : ''}
          </span>
          <Button onClick={onClose} disabled={form.pending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={form.pending} disabled={form.pending}>
            Save product
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { FormAlert } from '../components/form/FormAlert.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { describeError } from '../components/status/describe-error.ts';
import type { ProductDetail } from '../stock/product-detail-data.ts';
import {
  checkEdit,
  editValuesOf,
  fieldKey,
  planEdit,
  type EditValues,
  type WarehouseField,
} from './edit-product-form.ts';
import { useEditProduct } from './use-edit-product.ts';

const WAREHOUSE_LABELS: Record<WarehouseField, { label: string }> = {
  price: { label: 'Price' },
  value: { label: 'Value' },
  reorder_level: { label: 'Reorder level' },
  reorder_amount: { label: 'Reorder amount' },
};

/**
 * "Edit product": name and barcode, and per warehouse the price, the value (unit cost) and the
 * reorder level and amount that make "Low stock" mean something. Only what changed is sent.
 */
export function EditProductDialog({
  product,
  onClose,
}: {
  readonly product: ProductDetail;
  readonly onClose: () => void;
}) {
  const [initial] = useState(() => editValuesOf(product));
  const [values, setValues] = useState<EditValues>(initial);
  const [attempted, setAttempted] = useState(false);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const edit = useEditProduct(onClose);
  const errors = attempted ? checkEdit(values) : {};
  const plan = planEdit(initial, values);
  const unchanged = plan.product === null && plan.warehouses.length === 0;

  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const setWarehouseField = (warehouseId: string, field: WarehouseField, value: string) =>
    setValues((current) => ({
      ...current,
      warehouses: current.warehouses.map((w) =>
        w.warehouseId === warehouseId ? { ...w, values: { ...w.values, [field]: value } } : w,
      ),
    }));

  const failure = edit.failure;
  return (
    <Modal
      title={`Edit ${product.name ?? product.sku ?? 'product'}`}
      width="44rem"
      onClose={edit.pending ? undefined : onClose}
    >
      <form
        ref={formRef}
        className="edit-product"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (Object.keys(checkEdit(values)).length > 0) {
            setFocusInvalid((n) => n + 1);
            return;
          }
          void edit.save(values.name.trim(), plan);
        }}
      >
        <div className="form-grid">
          <TextField
            label="Name"
            required
            autoComplete="off"
            value={values.name}
            onChange={(name) => setValues((v) => ({ ...v, name }))}
            error={errors['name'] ?? null}
          />
          <TextField
            label="Barcode"
            autoComplete="off"
            spellCheck={false}
            hint="Leave empty to remove it."
            value={values.barcode}
            onChange={(barcode) => setValues((v) => ({ ...v, barcode }))}
          />
        </div>
        <p className="field-hint edit-warehouse-help">
          Per warehouse: <strong>price</strong> is what a customer pays; <strong>value</strong> is
          the unit cost, what one unit is worth to you; stock at or below the{' '}
          <strong>reorder level</strong> counts as low, and the <strong>reorder amount</strong> is
          how many to order then.
        </p>
        {values.warehouses.map((row) => (
          <fieldset key={row.warehouseId} className="edit-warehouse">
            <legend>{row.warehouse}</legend>
            <div className="edit-warehouse-fields">
              {(Object.keys(WAREHOUSE_LABELS) as WarehouseField[]).map((field) => (
                <TextField
                  key={field}
                  label={WAREHOUSE_LABELS[field].label}
                  inputMode={field === 'price' || field === 'value' ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  value={row.values[field]}
                  onChange={(value) => setWarehouseField(row.warehouseId, field, value)}
                  error={errors[fieldKey(row.warehouseId, field)] ?? null}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {failure ? (
          <FormAlert title={`Could not save the ${failure.what}`}>
            {describeError(failure.error.error).detail}{' '}
            {failure.saved.length > 0 ? `Already saved: ${failure.saved.join(', ')}. ` : ''}
            Saving again is safe: what was already saved is set to the same values.
          </FormAlert>
        ) : null}
        <div className="dialog-actions">
          <span className="dialog-progress" role="status">
            {edit.pending ? 'Saving…' : unchanged && attempted ? 'Nothing changed.' : ''}
          </span>
          <Button onClick={onClose} disabled={edit.pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            busy={edit.pending}
            disabled={edit.pending || unchanged}
          >
            Save changes
          </Button>
        </div>
      </form>
    </Modal>
  );
}

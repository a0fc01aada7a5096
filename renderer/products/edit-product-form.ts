/**
 * The edit-product form as plain data: values from the product's detail, checks, and the updates
 * the changed fields need — one `product_update` for name and barcode, one
 * `warehouse_product_update` per warehouse whose price, value or reorder settings changed.
 * Price and value live per warehouse at the service, so they are edited there.
 */
import type {
  UpdateProductInput,
  UpdateWarehouseProductInput,
} from '../../shared/operations/generated.ts';
import { checkDecimal, checkInteger } from '../format/decimal-input.ts';
import type { ProductDetail } from '../stock/product-detail-data.ts';

export const WAREHOUSE_FIELDS = ['price', 'value', 'reorder_level', 'reorder_amount'] as const;
export type WarehouseField = (typeof WAREHOUSE_FIELDS)[number];

export interface WarehouseRow {
  readonly warehouseId: string;
  readonly warehouse: string;
  readonly values: Readonly<Record<WarehouseField, string>>;
}

export interface EditValues {
  readonly sku: string;
  readonly name: string;
  readonly barcode: string;
  readonly warehouses: readonly WarehouseRow[];
}

export type EditErrors = Readonly<Record<string, string>>;

export function fieldKey(warehouseId: string, field: WarehouseField): string {
  return `${warehouseId}:${field}`;
}

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

export function editValuesOf(product: ProductDetail): EditValues {
  return {
    sku: product.sku ?? '',
    name: product.name ?? '',
    barcode: product.barcode ?? '',
    warehouses: (product.warehouse_products ?? []).flatMap((record) =>
      record?.warehouse_id
        ? [
            {
              warehouseId: record.warehouse_id,
              warehouse: record.warehouse?.identifier ?? record.warehouse_id,
              values: {
                price: text(record.price),
                value: text(record.value),
                reorder_level: text(record.reorder_level),
                reorder_amount: text(record.reorder_amount),
              },
            },
          ]
        : [],
    ),
  };
}

export function checkEdit(values: EditValues): EditErrors {
  const errors: Record<string, string> = {};
  if (values.name.trim() === '') errors['name'] = 'Give the product a name.';
  for (const row of values.warehouses) {
    for (const field of ['price', 'value'] as const) {
      const problem = checkDecimal(row.values[field], { required: true, maxFractionDigits: 4 });
      if (problem) errors[fieldKey(row.warehouseId, field)] = problem;
    }
    for (const field of ['reorder_level', 'reorder_amount'] as const) {
      const problem = checkInteger(row.values[field], { required: true, min: 0 });
      if (problem) errors[fieldKey(row.warehouseId, field)] = problem;
    }
  }
  return errors;
}

export interface EditPlan {
  readonly product: UpdateProductInput | null;
  /** Per warehouse: its name for messages, and the input sent. */
  readonly warehouses: readonly {
    readonly label: string;
    readonly input: UpdateWarehouseProductInput;
  }[];
}

/** Only what changed is sent; a form with no changes plans nothing. */
export function planEdit(initial: EditValues, next: EditValues): EditPlan {
  const name = next.name.trim();
  const barcode = next.barcode.trim();
  const productChanges = {
    ...(name !== initial.name.trim() ? { name } : {}),
    ...(barcode !== initial.barcode.trim() ? { barcode } : {}),
  };
  const warehouses = next.warehouses.flatMap((row) => {
    const before = initial.warehouses.find((w) => w.warehouseId === row.warehouseId);
    const changed = WAREHOUSE_FIELDS.filter(
      (f) => row.values[f].trim() !== (before?.values[f] ?? '').trim(),
    );
    if (changed.length === 0) return [];
    const input: UpdateWarehouseProductInput = { sku: next.sku, warehouse_id: row.warehouseId };
    for (const field of changed) {
      const value = row.values[field].trim();
      if (field === 'price' || field === 'value') input[field] = value;
      else input[field] = Number(value);
    }
    return [{ label: row.warehouse, input }];
  });
  return {
    product: Object.keys(productChanges).length > 0 ? { sku: next.sku, ...productChanges } : null,
    warehouses,
  };
}

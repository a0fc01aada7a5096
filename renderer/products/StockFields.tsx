import type { UseQueryResult } from '@tanstack/react-query';
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { TextField } from '../components/form/TextField.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import type { OperationResult } from '../data/use-operation.ts';
import { stockField, type ProductErrors, type ProductValues } from './create-product-form.ts';

export interface WarehouseOption {
  readonly id: string;
  readonly name: string;
}

export function warehousesOf(data: OperationData<'AccountWarehouses'>): WarehouseOption[] {
  return (data.account?.data?.warehouses ?? []).flatMap((w) =>
    w?.id ? [{ id: w.id, name: w.identifier ?? w.company_name ?? w.id }] : [],
  );
}

/** Opening stock, one quantity per warehouse of the account. */
export function StockFields({
  query,
  values,
  errors,
  setField,
}: {
  readonly query: UseQueryResult<OperationResult<'AccountWarehouses'>>;
  readonly values: ProductValues;
  readonly errors: ProductErrors;
  readonly setField: (field: string, value: string) => void;
}) {
  return (
    <fieldset className="stock-fields">
      <legend>Initial stock</legend>
      <p className="field-hint">
        The product is stocked in every warehouse below; leave a quantity empty for none on hand.
      </p>
      {query.isPending ? (
        <SkeletonRows rows={2} columns={2} rowHeight={30} label="Loading warehouses" />
      ) : query.isError ? (
        <ErrorView error={query.error} compact onRetry={() => void query.refetch()} />
      ) : (
        <div className="form-grid is-narrow">
          {warehousesOf(query.data.data).map((warehouse) => (
            <TextField
              key={warehouse.id}
              label={`${warehouse.name} on hand`}
              inputMode="numeric"
              placeholder="0"
              value={values[stockField(warehouse.id)] ?? ''}
              error={errors[stockField(warehouse.id)] ?? null}
              onChange={(value) => setField(stockField(warehouse.id), value)}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

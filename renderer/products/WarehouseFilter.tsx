import { useId } from 'react';
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { useOperation } from '../data/use-operation.ts';
import { useProductsViewState } from './view-state.ts';

const ALL = '';

type Warehouses = NonNullable<
  NonNullable<NonNullable<OperationData<'AccountWarehouses'>['account']>['data']>['warehouses']
>;

function warehousesOf(data: OperationData<'AccountWarehouses'> | undefined) {
  const list: Warehouses = data?.account?.data?.warehouses ?? [];
  return list.flatMap((w) => (w?.id ? [{ id: w.id, label: w.identifier ?? w.id }] : []));
}

/** Stock of one warehouse, or summed over all; hidden when the warehouses cannot be listed. */
export function WarehouseFilter() {
  const warehouseId = useProductsViewState((state) => state.warehouseId);
  const dispatch = useProductsViewState((state) => state.dispatch);
  const query = useOperation('AccountWarehouses', {}, { staleTime: 10 * 60_000 });
  const warehouses = warehousesOf(query.data?.data);
  const id = useId();
  if (warehouses.length < 2 && warehouseId === null) return null;
  return (
    <div className="toolbar-field">
      <label htmlFor={id}>Warehouse</label>
      <select
        id={id}
        className="input select"
        value={warehouseId ?? ALL}
        onChange={(event) => {
          const chosen = event.target.value;
          dispatch({ type: 'filter', filters: { warehouseId: chosen === ALL ? null : chosen } });
        }}
      >
        <option value={ALL}>All warehouses</option>
        {warehouses.map((w) => (
          <option key={w.id} value={w.id}>
            {w.label}
          </option>
        ))}
      </select>
    </div>
  );
}

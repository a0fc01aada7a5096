import type { OperationData } from '../../shared/operations/catalogue.ts';
import { useOperation } from '../data/use-operation.ts';

type Warehouse = NonNullable<
  NonNullable<NonNullable<OperationData<'AccountWarehouses'>['account']>['data']>['warehouses']
>[number];

export interface WarehouseOption {
  readonly id: string;
  readonly name: string;
}

/** The account's warehouses as filter options, named as people know them. */
export function useWarehouseOptions(): readonly WarehouseOption[] {
  const query = useOperation('AccountWarehouses', {}, { staleTime: 10 * 60_000 });
  const warehouses = query.data?.data.account?.data?.warehouses ?? [];
  return warehouses
    .filter((w): w is NonNullable<Warehouse> => !!w?.id)
    .map((w) => ({ id: w.id ?? '', name: w.identifier ?? w.id ?? '' }));
}

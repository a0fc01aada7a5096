/**
 * Order changes as an import kind (run/kind-handler.ts): one row, one change to one order; rows
 * for the same order go in file order.
 */
import { ORDER_IMPORT_COLUMNS } from '../../../shared/bulk/import-kinds.ts';
import type { ImportKindHandler } from '../run/kind-handler.ts';
import { fetchOrderFacts, type OrderFacts } from './order-facts.ts';
import { orderRowHandler } from './order-handler.ts';
import {
  orderMutation,
  parseOrderPlan,
  type OrderOperation,
  type PlannedOrderChange,
} from './order-plan.ts';
import { ORDER_COLUMNS, orderCells } from './order-results.ts';
import {
  mapOrderHeader,
  orderNumbersIn,
  statusesSetIn,
  validateOrderImport,
} from './validate-orders.ts';

export const ORDER_KIND: ImportKindHandler<
  'orders',
  PlannedOrderChange,
  OrderFacts,
  OrderOperation
> = {
  kind: 'orders',
  fileColumns: ORDER_IMPORT_COLUMNS,
  resultColumns: ORDER_COLUMNS,
  parse: parseOrderPlan,
  header: mapOrderHeader,
  facts: (table, { knownStatuses, ...request }) =>
    fetchOrderFacts({
      ...request,
      numbers: orderNumbersIn(table),
      wantedStatuses: statusesSetIn(table),
      ...(knownStatuses ? { known: knownStatuses } : {}),
    }),
  validate: validateOrderImport,
  mutation: orderMutation,
  cells: orderCells,
  rows: orderRowHandler,
};

/**
 * Orders matching the orders list's filters, paged through the service in the list's sort
 * order, with the grid's columns plus the order's e-mail. The e-mail is personal data: without
 * view:pii its cells say so, whatever the service sent.
 */
import { ORDER_EXPORT_COLUMNS, WITHHELD_CELL } from '../../../shared/bulk/export-columns.ts';
import type { OperationData } from '../../../shared/operations/catalogue.ts';
import { stableSort } from '../../../shared/operations/stable-sort.ts';
import type { OrderFilters } from '../../../shared/orders/filters.ts';
import { activeHolds, HOLD_NAMES } from '../../../shared/orders/holds.ts';
import { ordersVariables } from '../../../shared/orders/order-variables.ts';
import type { CsvCell } from '../csv/write.ts';
import type { Execute } from '../../broker/execute.ts';
import { connectionPage } from '../../broker/applied-checks/history-search.ts';
import { pagesOf } from './paging.ts';
import type { ExportSource } from './source.ts';

type OrdersData = OperationData<'OrdersExport'>;
type OrderNode = NonNullable<
  NonNullable<NonNullable<NonNullable<OrdersData['orders']>['data']>['edges'][number]>['node']
>;

export function orderRecord(order: OrderNode, canSeePii: boolean): CsvCell[] {
  return [
    order.order_number,
    order.order_date,
    order.fulfillment_status,
    activeHolds(order.holds)
      .map((key) => HOLD_NAMES[key])
      .join(', '),
    order.total_price,
    order.currency,
    order.shop_name,
    canSeePii ? order.email : WITHHELD_CELL,
  ];
}

export interface OrdersExportInput {
  readonly execute: Execute;
  readonly filters: OrderFilters;
  readonly sort: string | null;
  readonly canSeePii: boolean;
}

export function ordersExport(input: OrdersExportInput): ExportSource {
  const { execute, canSeePii } = input;
  return {
    header: ORDER_EXPORT_COLUMNS,
    name: 'orders',
    total: null,
    async *batches() {
      const pages = pagesOf(
        execute,
        (run, cursor) =>
          run('OrdersExport', {
            ...cursor,
            // The list's sort, with the id last: an export must hold every order exactly once.
            sort: stableSort(input.sort),
            ...ordersVariables(input.filters, canSeePii),
          }),
        (data) => connectionPage(data.orders?.data),
      );
      for await (const page of pages) {
        yield page.ok
          ? { ok: true, value: page.value.nodes.map((order) => orderRecord(order, canSeePii)) }
          : page;
      }
    },
  };
}

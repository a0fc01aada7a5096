/**
 * The Shipments view's Shipped list as a file: the shipments made in the range, page by page in
 * the list's order, one record per label shaped exactly as the grid shapes its rows (so the file
 * holds what the screen shows), the carrier and method picks applied the same way. The name and
 * city on the address are personal data: without view:pii their cells say so.
 */
import { SHIPMENT_EXPORT_COLUMNS, WITHHELD_CELL } from '../../../shared/bulk/export-columns.ts';
import {
  filterShippedRows,
  shippedRows,
  type CarrierChoice,
  type ShippedRow,
} from '../../../shared/shipments/shipped-rows.ts';
import type { CsvCell } from '../csv/write.ts';
import type { Execute } from '../../broker/execute.ts';
import { connectionPage } from '../../broker/applied-checks/history-search.ts';
import { pagesOf } from './paging.ts';
import type { ExportSource } from './source.ts';

export function shipmentRecord(row: ShippedRow, canSeePii: boolean): CsvCell[] {
  return [
    row.orderNumber,
    row.shippedAt,
    row.carrier,
    row.method,
    row.trackingNumber,
    row.cost,
    canSeePii ? row.shipTo.name : WITHHELD_CELL,
    row.voided ? 'yes' : 'no',
    row.trackingStatus,
    canSeePii ? row.shipTo.city : WITHHELD_CELL,
    row.shipTo.state,
    row.shipTo.country,
  ];
}

export interface ShipmentsExportInput extends CarrierChoice {
  readonly execute: Execute;
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly canSeePii: boolean;
}

export function shipmentsExport(input: ShipmentsExportInput): ExportSource {
  const { execute, canSeePii } = input;
  return {
    header: SHIPMENT_EXPORT_COLUMNS,
    name: 'shipments',
    total: null,
    async *batches() {
      const pages = pagesOf(
        execute,
        (run, cursor) =>
          run('ShipmentsExport', { ...cursor, dateFrom: input.dateFrom, dateTo: input.dateTo }),
        (data) => connectionPage(data.shipments?.data),
      );
      for await (const page of pages) {
        yield page.ok
          ? {
              ok: true,
              value: filterShippedRows(shippedRows(page.value.nodes), input).map((row) =>
                shipmentRecord(row, canSeePii),
              ),
            }
          : page;
      }
    },
  };
}

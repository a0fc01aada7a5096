/**
 * Purchase orders matching the Incoming list's tab and filters, paged through the service in the
 * list's sort order, with the grid's columns and the dates a spreadsheet needs. What the service
 * cannot filter (vendor, still open) is applied here exactly as the list applies it. Vendors and
 * warehouses are named as the list names them; without view:vendors the vendor's id is written.
 */
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import type { Result } from '../../../shared/result.ts';
import { PURCHASE_ORDER_EXPORT_COLUMNS } from '../../../shared/bulk/export-columns.ts';
import type { OperationData } from '../../../shared/operations/catalogue.ts';
import {
  isLate,
  matchesLocally,
  purchaseOrdersVariables,
  type PurchaseOrderFilters,
} from '../../../shared/purchase-orders/filters.ts';
import { poStatusLabel } from '../../../shared/purchase-orders/status-label.ts';
import type { CsvCell } from '../csv/write.ts';
import type { Execute } from '../../broker/execute.ts';
import { fetchWarehouses } from '../stock/stock-facts.ts';
import { stableSort } from '../../../shared/operations/stable-sort.ts';
import { connectionPage } from '../../broker/applied-checks/history-search.ts';
import { pagesOf } from './paging.ts';
import type { ExportSource } from './source.ts';

type PoData = OperationData<'PurchaseOrdersExport'>;
type PoNode = NonNullable<
  NonNullable<NonNullable<NonNullable<PoData['purchase_orders']>['data']>['edges'][number]>['node']
>;

/** What a record says of a PO's vendor: its name and the currency the PO's amounts are in. */
export interface VendorFacts {
  readonly name: string;
  readonly currency: string | null;
}

export function purchaseOrderRecord(
  po: PoNode,
  vendor: (id: string) => VendorFacts,
  warehouseName: (id: string) => string,
  today: string,
): CsvCell[] {
  const facts = po.vendor_id === null ? null : vendor(po.vendor_id);
  return [
    po.po_number,
    facts?.name ?? null,
    po.po_date,
    po.fulfillment_status,
    po.warehouse_id === null ? null : warehouseName(po.warehouse_id),
    po.total_price,
    facts?.currency ?? null,
    po.created_at,
    po.arrived_at,
    po.date_closed,
    po.tracking_number,
    poStatusLabel(po),
    isLate(po, today) ? 'yes' : 'no',
  ];
}

export interface PurchaseOrdersExportInput {
  readonly execute: Execute;
  readonly filters: PurchaseOrderFilters;
  readonly today: string;
  readonly sort: string | null;
  /** The sign-in may read vendors (their names); otherwise ids are written. */
  readonly canSeeVendors: boolean;
}

/** Every vendor's name and currency by id, page by page. */
async function vendorFacts(
  execute: Execute,
): Promise<Result<Map<string, VendorFacts>, BridgeError>> {
  const names = new Map<string, VendorFacts>();
  const pages = pagesOf(
    execute,
    (run, cursor) => run('Vendors', cursor),
    (data) => connectionPage(data.vendors?.data),
  );
  for await (const page of pages) {
    if (!page.ok) return page;
    for (const vendor of page.value.nodes) {
      if (vendor.id) {
        names.set(vendor.id, { name: vendor.name ?? vendor.id, currency: vendor.currency ?? null });
      }
    }
  }
  return { ok: true, value: names };
}

export function purchaseOrdersExport(input: PurchaseOrdersExportInput): ExportSource {
  const { execute, filters } = input;
  return {
    header: PURCHASE_ORDER_EXPORT_COLUMNS,
    name: 'purchase orders',
    total: null,
    async *batches() {
      const warehouses = await fetchWarehouses(execute);
      if (!warehouses.ok) {
        yield warehouses;
        return;
      }
      const wNames = new Map(warehouses.value.map((w) => [w.id, w.name]));
      let vNames = new Map<string, VendorFacts>();
      if (input.canSeeVendors) {
        const vendors = await vendorFacts(execute);
        if (!vendors.ok) {
          yield vendors;
          return;
        }
        vNames = vendors.value;
      }
      const pages = pagesOf(
        execute,
        (run, cursor) =>
          run('PurchaseOrdersExport', {
            ...cursor,
            sort: stableSort(input.sort),
            ...purchaseOrdersVariables(filters, input.today),
          }),
        (data) => connectionPage(data.purchase_orders?.data),
      );
      for await (const page of pages) {
        yield page.ok
          ? {
              ok: true,
              value: page.value.nodes
                .filter((po) => matchesLocally(po, filters))
                .map((po) =>
                  purchaseOrderRecord(
                    po,
                    (id) => vNames.get(id) ?? { name: id, currency: null },
                    (id) => wNames.get(id) ?? id,
                    input.today,
                  ),
                ),
            }
          : page;
      }
    },
  };
}

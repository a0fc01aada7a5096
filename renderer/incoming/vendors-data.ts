/**
 * The account's vendors (one page of up to 100: accounts have tens, not thousands). The list uses
 * them to name each PO's vendor; without view:vendors it shows the vendor's id instead.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { flattenPages, mergeScopeWarnings } from '../data/pages.ts';
import { useInfiniteOperation } from '../data/use-operation.ts';
import { useCanRun } from '../session/use-can-run.ts';

type VendorsData = OperationData<'Vendors'>;
type VendorEdge = NonNullable<
  NonNullable<NonNullable<VendorsData['vendors']>['data']>['edges'][number]
>;
export type VendorRow = NonNullable<VendorEdge['node']>;

export const VENDORS_PAGE_SIZE = 100;
export const vendorsVariables = { first: VENDORS_PAGE_SIZE };

/** What the cost formula estimates the page at (incoming-credits.test.ts binds the two). */
export const VENDORS_PAGE_CREDITS = 101;

export function useVendors() {
  const gate = useCanRun('Vendors');
  const query = useInfiniteOperation(
    'Vendors',
    vendorsVariables,
    (data) => data.vendors?.data?.pageInfo,
    { enabled: gate.allowed, staleTime: 10 * 60_000 },
  );
  const vendors = flattenPages(query.data, (page) => page.data.vendors?.data?.edges)
    .map((edge) => edge.node)
    .filter((node): node is VendorRow => node !== null);
  const scopeWarnings = mergeScopeWarnings(query.data?.pages ?? []);
  return { gate, query, vendors, scopeWarnings };
}

/**
 * A vendor's currency by id: a PO has no currency of its own, so its amounts are in its vendor's.
 * Null when the vendor is not known (or may not be read).
 */
export function useVendorCurrency(): (id: string | null) => string | null {
  const { vendors } = useVendors();
  const currencies = new Map(vendors.map((v) => [v.id ?? '', v.currency ?? null]));
  return (id) => (id === null ? null : (currencies.get(id) ?? null));
}

/** A vendor's name by id; the id itself when the name is not known (or may not be read). */
export function useVendorName(): (id: string | null) => string | null {
  const { vendors } = useVendors();
  const names = new Map(vendors.map((v) => [v.id ?? '', v.name ?? v.id ?? '']));
  return (id) => (id === null ? null : (names.get(id) ?? id));
}

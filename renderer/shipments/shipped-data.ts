/**
 * The Shipped list's data: ShipmentsPage page by page for the filter's days (about one credit a
 * shipment; labels are a plain list and cost nothing), as one row per label. A range that is no
 * range reads nothing and says why.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { shippedRows, type ShippedRow } from '../../shared/shipments/shipped-rows.ts';
import { flattenPages, mergeScopeWarnings } from '../data/pages.ts';
import { pagesKey, useInfiniteOperation } from '../data/use-operation.ts';
import { ShippedFilterError, shippedDateArguments, type ShippedFilter } from './shipped-filter.ts';

type ShipmentsData = OperationData<'ShipmentsPage'>;

/** 50 shipments a page: a small share of any account's pool. */
export const SHIPMENTS_PAGE_SIZE = 50;

/** What the cost formula estimates a page at (shipments-credits.test.ts binds the two). */
export const SHIPMENTS_PAGE_CREDITS = 51;

const NO_RANGE = { dateFrom: '1970-01-01T00:00:00', dateTo: '1970-01-01T00:00:00' };

/** The page variables, or the reason the filter names no days. */
export function shippedVariables(
  filter: ShippedFilter,
  now: number,
): { variables: { first: number; dateFrom: string; dateTo: string }; problem: string | null } {
  try {
    return {
      variables: { first: SHIPMENTS_PAGE_SIZE, ...shippedDateArguments(filter, now) },
      problem: null,
    };
  } catch (error) {
    if (!(error instanceof ShippedFilterError)) throw error;
    return { variables: { first: SHIPMENTS_PAGE_SIZE, ...NO_RANGE }, problem: error.message };
  }
}

function pageInfo(data: ShipmentsData) {
  return data.shipments?.data?.pageInfo;
}

export function useShippedPages(filter: ShippedFilter, now: number, enabled = true) {
  const { variables, problem } = shippedVariables(filter, now);
  const query = useInfiniteOperation('ShipmentsPage', variables, pageInfo, {
    keepPrevious: true,
    enabled: enabled && problem === null,
  });
  const shipments = flattenPages(query.data, (page) => page.data.shipments?.data?.edges).map(
    (edge) => edge.node,
  );
  const rows: ShippedRow[] = shippedRows(shipments);
  const scopeWarnings = mergeScopeWarnings(query.data?.pages ?? []);
  return {
    query,
    rows,
    shipments: shipments.length,
    scopeWarnings,
    problem,
    queryKey: pagesKey('ShipmentsPage', variables),
  };
}

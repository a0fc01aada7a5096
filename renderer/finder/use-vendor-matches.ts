/**
 * The vendors the quick finder offers for its text. The vendor list is one read of up to 100
 * (`Vendors`, about one credit per vendor, the same cached read the Incoming view uses, kept ten
 * minutes), asked only once the text could name one and only with view:vendors.
 */
import { flattenPages } from '../data/pages.ts';
import { useInfiniteOperation } from '../data/use-operation.ts';
import { VENDORS_PAGE_SIZE } from '../incoming/vendors-data.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { matchVendors, MIN_VENDOR_TEXT, type VendorName } from './vendor-match.ts';

export interface VendorMatches {
  readonly matches: VendorName[];
  /** The vendor list's first read is still out: matches may yet come. */
  readonly loading: boolean;
}

export function useVendorMatches(wanted: string): VendorMatches {
  const gate = useCanRun('Vendors');
  // A PO or order number is no vendor name: digits alone never ask.
  const couldName = wanted.trim().length >= MIN_VENDOR_TEXT && /[a-z]/i.test(wanted);
  const query = useInfiniteOperation(
    'Vendors',
    { first: VENDORS_PAGE_SIZE },
    (data) => data.vendors?.data?.pageInfo,
    { enabled: gate.allowed && couldName, staleTime: 10 * 60_000 },
  );
  if (!gate.allowed || !couldName) return { matches: [], loading: false };
  const vendors = flattenPages(query.data, (page) => page.data.vendors?.data?.edges).flatMap(
    (edge) => (edge.node?.id && edge.node.name ? [{ id: edge.node.id, name: edge.node.name }] : []),
  );
  return { matches: matchVendors(wanted, vendors), loading: query.isLoading };
}

/**
 * Who supplies each picked product: one `ProductVendors` read per product (1 credit each; the
 * catalogue copy keeps no vendors), kept 10 minutes so reopening the draft costs nothing.
 */
import { useQueries } from '@tanstack/react-query';
import { useBridge } from '../session/bridge-context.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import { operationKey } from '../data/use-operation.ts';
import { runOperation, type OperationResult } from '../data/run-operation.ts';
import type { OperationError } from '../data/operation-error.ts';
import type { VendorOffer } from './reorder-draft.ts';

export const VENDOR_READ_CREDITS = 1;

export function offersOf(result: OperationResult<'ProductVendors'>): VendorOffer[] {
  return (result.data.product?.data?.vendors ?? []).flatMap((v) =>
    v?.vendor_id
      ? [{ vendorId: v.vendor_id, vendorSku: v.vendor_sku ?? null, price: v.price ?? null }]
      : [],
  );
}

export interface ReorderVendors {
  /** SKU → its vendors, for the reads that answered. */
  readonly offers: ReadonlyMap<string, readonly VendorOffer[]>;
  readonly pending: number;
  readonly failed: readonly { readonly sku: string; readonly error: OperationError }[];
  readonly retry: () => void;
}

export function useReorderVendors(skus: readonly string[]): ReorderVendors {
  const bridge = useBridge();
  const gate = useCanRun('ProductVendors');
  const queries = useQueries({
    queries: skus.map((sku) => ({
      queryKey: operationKey('ProductVendors', { sku }),
      queryFn: () => runOperation(bridge, 'ProductVendors', { sku }, 'foreground', gate),
      staleTime: 10 * 60_000,
    })),
  });
  const offers = new Map<string, readonly VendorOffer[]>();
  const failed: { sku: string; error: OperationError }[] = [];
  queries.forEach((query, i) => {
    const sku = skus[i] ?? '';
    if (query.data) offers.set(sku, offersOf(query.data));
    else if (query.error) failed.push({ sku, error: query.error });
  });
  return {
    offers,
    pending: queries.filter((q) => q.isPending).length,
    failed,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

/**
 * The products a vendor supplies, found by reading the catalogue a page at a time (the service
 * has no vendor filter on products): only when asked, one page per press, and the pages read are
 * kept for the other vendors too.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { flattenPages } from '../data/pages.ts';
import { useInfiniteOperation } from '../data/use-operation.ts';

type Data = OperationData<'VendorProducts'>;
type Edge = NonNullable<NonNullable<NonNullable<Data['products']>['data']>['edges'][number]>;
export type VendorProductNode = NonNullable<Edge['node']>;

export const VENDOR_PRODUCTS_PAGE_SIZE = 100;
export const vendorProductsVariables = { first: VENDOR_PRODUCTS_PAGE_SIZE };

/** What the cost formula estimates a page at (incoming-credits.test.ts binds the two). */
export const VENDOR_PRODUCTS_PAGE_CREDITS = 101;

export interface SuppliedProduct {
  readonly sku: string;
  readonly name: string | null;
  readonly vendorSku: string | null;
  readonly price: string | null;
}

/** The products among `nodes` that name `vendorId`, with the vendor's SKU and price. */
export function suppliedBy(
  nodes: readonly VendorProductNode[],
  vendorId: string,
): SuppliedProduct[] {
  return nodes.flatMap((product) => {
    const link = (product.vendors ?? []).find((v) => v?.vendor_id === vendorId);
    if (!link || !product.sku) return [];
    return [
      {
        sku: product.sku,
        name: product.name,
        vendorSku: link.vendor_sku,
        price: link.price,
      },
    ];
  });
}

export function useVendorProducts(vendorId: string, started: boolean) {
  const query = useInfiniteOperation(
    'VendorProducts',
    vendorProductsVariables,
    (data) => data.products?.data?.pageInfo,
    { enabled: started, staleTime: 10 * 60_000 },
  );
  const nodes = flattenPages(query.data, (page) => page.data.products?.data?.edges)
    .map((edge) => edge.node)
    .filter((node): node is VendorProductNode => node !== null);
  return { query, read: nodes.length, products: suppliedBy(nodes, vendorId) };
}

/**
 * Product names by SKU from the page's catalogue copy, for lists whose rows carry only a SKU:
 * no request, and nothing when the copy is not here yet (the row then shows the SKU alone).
 */
import { useMemo } from 'react';
import { usePageCopy } from '../../replica/page-copy.ts';
import { useReplicaStatus } from '../../replica/replica-context.tsx';

export interface ProductNames {
  readonly nameOf: (sku: string | null) => string | null;
  /** The copy is here: a SKU without a name is not in the catalogue (or has none). */
  readonly ready: boolean;
}

export function useProductNames(): ProductNames {
  const status = useReplicaStatus();
  const copy = usePageCopy(status.contents);
  const products = copy?.snapshot.products;
  return useMemo(() => {
    const names = new Map((products ?? []).map((product) => [product.sku, product.name]));
    const nameOf = (sku: string | null) => (sku === null ? null : (names.get(sku) ?? null));
    return { nameOf, ready: products !== undefined };
  }, [products]);
}

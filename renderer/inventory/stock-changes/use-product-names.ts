/**
 * Product names by SKU from the page's catalogue copy, for lists whose rows carry only a SKU:
 * no request, and nothing when the copy is not here yet (the row then shows the SKU alone).
 */
import { useMemo } from 'react';
import { usePageCopy } from '../../replica/page-copy.ts';
import { useReplicaStatus } from '../../replica/replica-context.tsx';

export function useProductNames(): (sku: string | null) => string | null {
  const status = useReplicaStatus();
  const copy = usePageCopy(status.contents);
  const products = copy?.snapshot.products;
  return useMemo(() => {
    const names = new Map((products ?? []).map((product) => [product.sku, product.name]));
    return (sku) => (sku === null ? null : (names.get(sku) ?? null));
  }, [products]);
}

/**
 * Product names by SKU for lists whose rows carry only a SKU, looked up in the page's search
 * worker (replica/page-image.ts): no request to the service, and nothing when the page holds no
 * catalogue image (the row then shows the SKU alone). A newer image asks again; the names found
 * stay on screen meanwhile.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePageImage, type PageImage } from '../../replica/page-image.ts';
import { useReplicaStatus } from '../../replica/replica-context.tsx';

export interface ProductNames {
  /** The product's name; null when it is not known (yet), or the product has none. */
  readonly nameOf: (sku: string | null) => string | null;
  /** The page holds the catalogue image: names come (a SKU without one is not in the copy). */
  readonly ready: boolean;
}

/** The names of `skus` in `image`: null for a SKU the image lacks or could not look up. */
async function lookUp(image: PageImage, skus: readonly string[]): Promise<Map<string, string>> {
  const answers = await Promise.all(skus.map((sku) => image.client.lookup(sku)));
  const names = new Map<string, string>();
  answers.forEach((answer, i) => {
    const sku = skus[i];
    const product = answer.ok ? answer.value.answer.product : null;
    // A lookup finds a SKU in any case, or a barcode: only this very SKU names the row.
    if (sku !== undefined && product?.sku === sku && product.name !== '') {
      names.set(sku, product.name);
    }
  });
  return names;
}

/** The names of the products `skus` (the SKUs a list shows) name. */
export function useProductNames(skus: readonly (string | null)[]): ProductNames {
  const image = usePageImage(useReplicaStatus().contents);
  const distinct = useMemo(
    () => [...new Set(skus.filter((sku): sku is string => sku !== null))].sort(),
    [skus],
  );
  const found = useQuery({
    queryKey: ['product-names', image?.contents.copy, image?.contents.version, distinct],
    queryFn: () => (image ? lookUp(image, distinct) : new Map<string, string>()),
    enabled: image !== null && distinct.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 30_000,
  }).data;
  // Signed out, or another copy: no names from the image that was.
  const names = image === null ? undefined : found;
  const ready = image !== null;
  return useMemo(
    () => ({ nameOf: (sku) => (sku === null ? null : (names?.get(sku) ?? null)), ready }),
    [names, ready],
  );
}

/**
 * Product names by SKU for lists whose rows carry only a SKU, looked up in the page's catalogue
 * image (replica/page-image.ts): no request to the service, and nothing when the page holds no
 * image (the row then shows the SKU alone). A newer image answers at once.
 */
import { useMemo } from 'react';
import type { PageImage } from '../../replica/held-image.ts';
import { lookUpInImage } from '../../replica/image-rows.ts';
import { usePageImage } from '../../replica/page-image.ts';
import { useReplicaStatus } from '../../replica/replica-context.tsx';

export interface ProductNames {
  /** The product's name; null when it is not known (yet), or the product has none. */
  readonly nameOf: (sku: string | null) => string | null;
  /** The page holds the catalogue image: names come (a SKU without one is not in the copy). */
  readonly ready: boolean;
}

/** The names of `skus` in `image`: none for a SKU the image lacks. */
function lookUp(image: PageImage, skus: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const sku of skus) {
    const product = lookUpInImage(image.image, sku)?.product;
    // A lookup finds a SKU in any case, or a barcode: only this very SKU names the row.
    if (product?.sku === sku && product.name !== '') names.set(sku, product.name);
  }
  return names;
}

/** The names of the products `skus` (the SKUs a list shows) name. */
export function useProductNames(skus: readonly (string | null)[]): ProductNames {
  const image = usePageImage(useReplicaStatus().contents);
  const distinct = useMemo(
    () => [...new Set(skus.filter((sku): sku is string => sku !== null))].sort(),
    [skus],
  );
  // Signed out, or another copy: no names from the image that was.
  const names = useMemo(() => (image === null ? null : lookUp(image, distinct)), [image, distinct]);
  const ready = image !== null;
  return useMemo(
    () => ({ nameOf: (sku) => (sku === null ? null : (names?.get(sku) ?? null)), ready }),
    [names, ready],
  );
}

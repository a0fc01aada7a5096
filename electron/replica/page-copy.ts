/**
 * The copy as a page receives it (`replica.catalogue`): the whole of it, encoded into columns once
 * per version of the catalogue (several windows asking for the same version cost one encoding, a
 * version nobody asks for costs none), or only what changed after the version the page holds.
 */
import type { ReplicaCatalogue } from '../../shared/replica/query.ts';
import type { ReplicaContents, ReplicaProduct } from '../../shared/replica/types.ts';
import { toColumns } from '../../shared/replica/replica-columns.ts';
import type { CatalogueChanges } from './catalogue.ts';

export function createPageCopy(): (
  contents: ReplicaContents,
  products: () => readonly ReplicaProduct[],
) => ReplicaCatalogue {
  let cached: ReplicaCatalogue | null = null;
  return (contents, products) => {
    if (cached?.contents.copy !== contents.copy || cached.contents.version !== contents.version)
      cached = { contents, whole: true, products: toColumns(products()), removed: [] };
    return cached;
  };
}

export function pageChanges(
  contents: ReplicaContents,
  changes: CatalogueChanges,
): ReplicaCatalogue {
  return {
    contents,
    whole: false,
    products: toColumns(changes.products),
    removed: changes.removed,
  };
}

/**
 * The copy as a page receives it (`replica.catalogue`): the products encoded into columns once per
 * version of the catalogue, so several views or windows asking for the same version cost one
 * encoding, and a version nobody asks for costs none.
 */
import type { ReplicaCatalogue } from '../../shared/replica/query.ts';
import type { ReplicaContents } from '../../shared/replica/types.ts';
import { toColumns } from '../../shared/replica/replica-columns.ts';
import type { CatalogueSnapshot } from '../../shared/replica/search-index.ts';

export function createPageCopy(): (
  contents: ReplicaContents,
  snapshot: CatalogueSnapshot,
) => ReplicaCatalogue {
  let cached: ReplicaCatalogue | null = null;
  return (contents, snapshot) => {
    if (cached?.contents.copy !== contents.copy || cached.contents.version !== contents.version)
      cached = { contents, products: toColumns(snapshot.products) };
    return cached;
  };
}

import type { InfiniteData } from '@tanstack/react-query';

/** A list field as the service answers it: a connection, or null when it was not read. */
interface ListRoot {
  readonly data: {
    readonly edges: readonly ({ readonly node: { readonly id: string | null } | null } | null)[];
  } | null;
}

type EdgeOf<Root extends ListRoot> = NonNullable<NonNullable<Root['data']>['edges'][number]>;
type NodeOf<Root extends ListRoot> = NonNullable<EdgeOf<Root>['node']>;

/** Where a page keeps its list field: read it, and write a changed one back. */
export interface ListField<Page, Root extends ListRoot> {
  readonly read: (page: Page) => Root | null | undefined;
  readonly write: (page: Page, root: Root) => Page;
}

/**
 * Every cached page of a list with the node of this id patched, the rest untouched: how a change's
 * reply shows in the list at once, before the list is read again to confirm.
 */
export function patchListedNode<Page, Root extends ListRoot>(
  pages: InfiniteData<Page, string | null> | undefined,
  field: ListField<Page, Root>,
  id: string,
  patch: (node: NodeOf<Root>) => NodeOf<Root>,
): InfiniteData<Page, string | null> | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => {
      const root = field.read(page);
      const connection = root?.data;
      if (!root || !connection) return page;
      const edges = connection.edges.map((edge) =>
        edge?.node && edge.node.id === id ? { ...edge, node: patch(edge.node) } : edge,
      );
      return field.write(page, { ...root, data: { ...connection, edges } });
    }),
  };
}

/**
 * A list model's sort (by column id) in one source's terms and back. A source names the sort
 * attribute of each column it can sort by, as its column definitions say (`sortAttribute`); a
 * column it cannot sort by is left out of its sort, and stays in the model for the next source.
 */
import type { ListSortKey } from './list-model.ts';

/** What a source's columns say about sorting (a table column has more). */
export interface SortableColumn {
  readonly id: string;
  readonly sortAttribute?: string | undefined;
}

/** A sort key in a source's terms (the table's `SortKey`). */
export interface SourceSortKey {
  readonly attribute: string;
  readonly descending: boolean;
}

/** The model's sort as the source can apply it. */
export function toSourceSort(
  sort: readonly ListSortKey[],
  columns: readonly SortableColumn[],
): SourceSortKey[] {
  return sort.flatMap((key) => {
    const attribute = columns.find((c) => c.id === key.column)?.sortAttribute;
    return attribute === undefined ? [] : [{ attribute, descending: key.descending }];
  });
}

/** A sort chosen in a source's table (a header click) in the model's terms. */
export function fromSourceSort(
  sort: readonly SourceSortKey[],
  columns: readonly SortableColumn[],
): ListSortKey[] {
  return sort.flatMap((key) => {
    const column = columns.find((c) => c.sortAttribute === key.attribute)?.id;
    return column === undefined ? [] : [{ column, descending: key.descending }];
  });
}

import { Icon } from '../icons/Icon.tsx';
import { nextSort, type SortKey } from './sort.ts';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/**
 * A column header's sort button. The primary key is announced through the header's aria-sort
 * (set by the table); further keys say their place in the button's name.
 */
export function SortHeader({
  header,
  attribute,
  sort,
  onSortChange,
}: {
  readonly header: string;
  readonly attribute: string;
  readonly sort: readonly SortKey[];
  readonly onSortChange: (next: SortKey[]) => void;
}) {
  const index = sort.findIndex((k) => k.attribute === attribute);
  const key = sort[index];
  const icon = key ? (key.descending ? 'down' : 'up') : 'updown';
  const rank = index > 0 ? (ORDINALS[index] ?? `${index + 1}th`) : null;
  return (
    <button
      type="button"
      className={key ? 'dt-sort is-sorted' : 'dt-sort'}
      title="Sort by this column. Shift-click to add it as a further sort key."
      onClick={(event) => onSortChange(nextSort(sort, attribute, event.shiftKey))}
    >
      <span>{header}</span>
      <Icon name={icon} size={12} />
      {rank !== null && key ? (
        <>
          <span className="dt-sort-rank" aria-hidden="true">
            {index + 1}
          </span>
          <span className="visually-hidden">
            , {rank} sort key, {key.descending ? 'descending' : 'ascending'}
          </span>
        </>
      ) : null}
    </button>
  );
}

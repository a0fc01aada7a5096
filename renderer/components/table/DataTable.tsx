import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { SortHeader } from './SortHeader.tsx';
import type { SortKey } from './sort.ts';
import { isOwnKey, nextActiveIndex } from './use-grid-keys.ts';
import { useMoreToTheRight } from './use-more-to-the-right.ts';
import './table.css';

export interface Column<T> {
  readonly id: string;
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  /** A CSS grid track: '8rem', 'minmax(12rem, 2fr)'. Default 'minmax(6rem, 1fr)'. */
  readonly width?: string;
  /** 'end' for numbers and money. */
  readonly align?: 'start' | 'end';
  /** The API's sort attribute; makes the header a sort button. */
  readonly sortAttribute?: string;
  /**
   * Identifying columns (SKU, Name, Order number): they stay at the left edge when a narrow grid
   * scrolls sideways, so a row is always recognisable. Pin only leading columns.
   */
  readonly pinned?: boolean;
}

export interface DataTableProps<T> {
  /** The grid's accessible name ("Products"). */
  readonly label: string;
  readonly columns: readonly Column<T>[];
  readonly rows: readonly T[];
  readonly rowId: (row: T) => string;
  readonly rowHeight?: number;
  readonly sort?: readonly SortKey[];
  readonly onSortChange?: (next: SortKey[]) => void;
  readonly selectedId?: string | null;
  /** Enter, Space or click on a row. */
  readonly onActivate?: (row: T) => void;
  /** Called as the last rows come into view; guard with hasNextPage / isFetchingNextPage. */
  readonly onEndReached?: () => void;
  /** How many rows before the end `onEndReached` fires (default 15); more loads earlier. */
  readonly endThreshold?: number;
  /** More rows exist than are loaded (the row count is then unknown to assistive tech). */
  readonly hasMore?: boolean;
  readonly loadingMore?: boolean;
  /** Shown under the header when there are no rows. */
  readonly empty?: ReactNode;
}

const NO_LAYOUT_RECT = { width: 960, height: 640 };
const DEFAULT_TRACK = 'minmax(6rem, 1fr)';

/**
 * The least width a column track needs ("12rem" of "minmax(12rem, 2fr)"; 0 for fr/auto). Every
 * row is its own grid, so rows must share one width, never their content's, or columns would
 * not line up; the sum of these minimums is that width's floor (then the grid scrolls sideways).
 */
export function trackMinimum(track: string): string {
  const value = /^minmax\(\s*([^,]+?)\s*,/.exec(track)?.[1] ?? track.trim();
  return /^\d+(\.\d+)?(px|rem|em|ch)$/.test(value) ? value : '0px';
}

/** Sticky offsets of pinned columns: each sits right of the pinned ones before it. */
function pinnedStyles<T>(columns: readonly Column<T>[]): (CSSProperties | undefined)[] {
  const offsets: string[] = [];
  return columns.map((column) => {
    if (column.pinned !== true) return undefined;
    const left = offsets.length === 0 ? '0px' : `calc(${offsets.join(' + ')})`;
    // While the grid scrolls sideways every track is at its minimum, so the minimums add up.
    offsets.push(trackMinimum(column.width ?? DEFAULT_TRACK));
    return { left };
  });
}

function cellClass(column: { align?: 'start' | 'end'; pinned?: boolean }, extra = ''): string {
  return [
    'dt-cell',
    column.align === 'end' ? `is-end ${extra}` : '',
    column.pinned ? 'is-pinned' : '',
  ]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A dense, virtualized, keyboard-navigable grid: only the rows in view exist in the DOM, so tens
 * of thousands of rows scroll smoothly. Focus stays on the grid and the active row is its
 * aria-activedescendant, so moving past rendered rows never loses focus.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, rowId, rowHeight = 32, sort = [], onSortChange } = props;
  const { selectedId = null, onActivate, onEndReached, hasMore = false, loadingMore } = props;
  const endThreshold = props.endThreshold ?? 15;
  const scrollRef = useRef<HTMLDivElement>(null);
  const overflow = useMoreToTheRight(scrollRef);
  const idPrefix = useId();
  const [active, setActive] = useState(0);
  // The keyboard starts from the selected row (after a click, or when a pane closes).
  const selectedIndex = selectedId === null ? -1 : rows.findIndex((r) => rowId(r) === selectedId);
  useEffect(() => {
    if (selectedIndex >= 0) setActive(selectedIndex);
  }, [selectedIndex]);
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read per render on purpose
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    // The sticky header sits above the rows inside the same scroller.
    scrollMargin: rowHeight,
    scrollPaddingStart: rowHeight,
    // Without layout (the unit tests' DOM, the first paint) the scroller measures 0×0: render a
    // screenful instead of nothing, so tests see rows and nothing pops in.
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: (instance, onChange) =>
      observeElementRect(instance, (rect) =>
        onChange(rect.width === 0 && rect.height === 0 ? NO_LAYOUT_RECT : rect),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const lastRendered = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (onEndReached && rows.length > 0 && lastRendered >= rows.length - endThreshold) {
      onEndReached();
    }
  }, [lastRendered, rows.length, onEndReached, endThreshold]);

  const tracks = columns.map((c) => c.width ?? DEFAULT_TRACK);
  const pins = pinnedStyles(columns);
  const style = {
    '--dt-columns': tracks.join(' '),
    '--dt-min-width': `calc(${tracks.map(trackMinimum).join(' + ')})`,
    '--dt-row': `${rowHeight}px`,
  } as CSSProperties;
  const rowDomId = (index: number) => `${idPrefix}-row-${index}`;
  const primary = sort[0];

  const bodyRows = items.flatMap((item) => {
    const row = rows[item.index];
    if (row === undefined) return [];
    const id = rowId(row);
    const classes = ['dt-row', 'dt-data-row'];
    if (item.index === activeIndex) classes.push('is-active');
    if (id === selectedId) classes.push('is-selected');
    return (
      <div
        key={id}
        id={rowDomId(item.index)}
        role="row"
        aria-rowindex={item.index + 2}
        aria-selected={id === selectedId}
        className={classes.join(' ')}
        style={{ transform: `translateY(${item.start - rowHeight}px)` }}
        onClick={() => {
          setActive(item.index);
          onActivate?.(row);
        }}
      >
        {columns.map((column, c) => (
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={c + 1}
            className={cellClass(column, 'num')}
            style={pins[c]}
          >
            {column.cell(row)}
          </div>
        ))}
      </div>
    );
  });

  const move = (index: number) => {
    setActive(index);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  return (
    <div
      className={overflow.more ? 'data-table-wrap has-more-right' : 'data-table-wrap'}
      style={
        {
          '--dt-scrollbar-right': `${overflow.scrollbarRight}px`,
          '--dt-scrollbar-bottom': `${overflow.scrollbarBottom}px`,
        } as CSSProperties
      }
    >
      <div
        ref={scrollRef}
        className="data-table"
        role="grid"
        aria-label={label}
        aria-rowcount={hasMore ? -1 : rows.length + 1}
        aria-colcount={columns.length}
        aria-activedescendant={rows.length > 0 ? rowDomId(activeIndex) : undefined}
        tabIndex={0}
        style={style}
        onKeyDown={(event) => {
          if (!isOwnKey(event)) return;
          const page = Math.max(
            1,
            Math.floor((scrollRef.current?.clientHeight ?? 640) / rowHeight) - 1,
          );
          const next = nextActiveIndex(event.key, activeIndex, rows.length, page);
          if (next !== null) {
            event.preventDefault();
            move(next);
            return;
          }
          const row = rows[activeIndex];
          if ((event.key === 'Enter' || event.key === ' ') && row && onActivate) {
            event.preventDefault();
            onActivate(row);
          }
        }}
      >
        <div role="rowgroup" className="dt-head">
          <div role="row" aria-rowindex={1} className="dt-row">
            {columns.map((column, c) => (
              <div
                key={column.id}
                role="columnheader"
                aria-colindex={c + 1}
                aria-sort={
                  primary && primary.attribute === column.sortAttribute
                    ? primary.descending
                      ? 'descending'
                      : 'ascending'
                    : undefined
                }
                className={cellClass(column)}
                style={pins[c]}
              >
                {column.sortAttribute && onSortChange ? (
                  <SortHeader
                    header={column.header}
                    attribute={column.sortAttribute}
                    sort={sort}
                    onSortChange={onSortChange}
                  />
                ) : (
                  column.header
                )}
              </div>
            ))}
          </div>
        </div>
        {/* A grid owns only rows and row groups, and a row group must own rows. The empty
            text (often a status line) therefore sits in a row of its own, and while nothing is
            rendered (a moment before the virtualizer has measured) the body is a plain box. */}
        {rows.length === 0 && props.empty ? (
          <div role="rowgroup" className="dt-body">
            <div role="row" className="dt-empty-row">
              <div role="gridcell" aria-colspan={columns.length} className="dt-empty">
                {props.empty}
              </div>
            </div>
          </div>
        ) : (
          <div
            role={bodyRows.length > 0 ? 'rowgroup' : undefined}
            className="dt-body"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {bodyRows}
          </div>
        )}
      </div>
      <div className="dt-footer" role="status">
        {loadingMore ? 'Loading more rows…' : ''}
      </div>
    </div>
  );
}

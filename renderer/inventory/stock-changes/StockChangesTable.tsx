import type { RowContext } from './ChangeRow.tsx';
import { ChangeRow } from './ChangeRow.tsx';
import type { FeedRow } from './feed.ts';
import { RoutineRows } from './RoutineRows.tsx';

/** The feed as a table: large adjustments first, then each day's summaries and other changes. */
export function StockChangesTable({
  rows,
  context,
}: {
  readonly rows: readonly FeedRow[];
  readonly context: RowContext;
}) {
  return (
    // Scrolls on its own at small sizes: focusable so the keyboard can scroll it too.
    <div
      className="stock-changes-scroll"
      tabIndex={0}
      role="region"
      aria-label="Stock changes list"
    >
      <table className="compact-table stock-changes-table" aria-label="Stock changes">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">SKU</th>
            <th scope="col">Warehouse</th>
            <th scope="col" className="is-end">
              Before → after
            </th>
            <th scope="col" className="is-end">
              Change
            </th>
            <th scope="col">Reason</th>
            <th scope="col">Who</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) =>
            row.kind === 'routine' ? (
              <RoutineRows key={`routine ${row.group.key}`} group={row.group} context={context} />
            ) : (
              <ChangeRow
                key={row.change.id ?? `${row.change.sku ?? ''} ${row.change.created_at ?? ''}`}
                change={row.change}
                large={row.large}
                context={context}
              />
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

import { useState } from 'react';
import { formatDate } from '../../format/date.ts';
import { formatInteger } from '../../format/number.ts';
import { ChangeRow, type RowContext } from './ChangeRow.tsx';
import type { RoutineGroup } from './feed.ts';

const COLUMNS = 7;

function plural(count: number, one: string, many: string): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`;
}

/**
 * One day's routine shipping deductions at one warehouse, folded into a summary row; opening it
 * lists them under it.
 */
export function RoutineRows({
  group,
  context,
}: {
  readonly group: RoutineGroup;
  readonly context: RowContext;
}) {
  const [open, setOpen] = useState(false);
  const where = context.warehouseName(group.warehouseId);
  const what = `${plural(group.count, 'shipping deduction', 'shipping deductions')}, ${plural(group.units, 'unit', 'units')} of ${plural(group.skus, 'SKU', 'SKUs')}`;
  return (
    <>
      <tr className="routine-row">
        <td className="when">{formatDate(group.day) ?? group.day}</td>
        <td colSpan={COLUMNS - 1}>
          <button
            type="button"
            className="routine-toggle"
            aria-expanded={open}
            onClick={() => setOpen((was) => !was)}
          >
            <span className="routine-caret" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>
            <span className="routine-title">Routine shipping at {where}</span>
            <span className="muted">{what}</span>
          </button>
        </td>
      </tr>
      {open
        ? group.changes.map((change, index) => (
            <ChangeRow
              key={change.id ?? index}
              change={change}
              large={false}
              nested
              context={context}
            />
          ))
        : null}
    </>
  );
}

import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatDateTime } from '../format/date.ts';
import { formatInteger, formatSignedInteger } from '../format/number.ts';
import { onHandAfter, type InventoryChange } from '../../shared/inventory/inventory-change.ts';

/** The changes as text, newest first: when, where, by how much, why, and the count after. */
export function HistoryList({
  changes,
  warehouseName,
}: {
  readonly changes: readonly InventoryChange[];
  readonly warehouseName: (id: string) => string;
}) {
  return (
    // Scrolls on its own at small sizes: focusable so the keyboard can scroll it too.
    <div className="history-list" tabIndex={0} role="region" aria-label="Inventory changes list">
      <table className="compact-table" aria-label="Inventory changes">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Warehouse</th>
            <th scope="col" className="is-end">
              Change
            </th>
            <th scope="col" className="is-end">
              On hand after
            </th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change, index) => {
            const delta = change.change_in_on_hand;
            const after = onHandAfter(change);
            const tone = delta === null || delta === 0 ? '' : delta > 0 ? 'is-up' : 'is-down';
            return (
              <tr key={change.id ?? index}>
                <td>
                  <FieldValue value={formatDateTime(change.created_at)} />
                </td>
                <td>
                  {change.warehouse_id ? (
                    warehouseName(change.warehouse_id)
                  ) : (
                    <FieldValue value={null} />
                  )}
                </td>
                <td className={`is-end num change ${tone}`}>
                  {delta === null ? <FieldValue value={null} /> : formatSignedInteger(delta)}
                </td>
                <td className="is-end num">
                  {after === null ? <FieldValue value={null} /> : formatInteger(after)}
                </td>
                <td className="reason">
                  <FieldValue value={change.reason} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import type { OperationCost } from '../../../shared/bridge/credits.ts';
import { formatClockTime } from '../../format/date.ts';
import { formatInteger } from '../../format/number.ts';

/**
 * The last operations and what they cost: estimated before, charged after (docs/service-notes.md
 * "Cost").
 */
export function RecentCosts({ recent }: { readonly recent: readonly OperationCost[] }) {
  if (recent.length === 0) return <p className="muted">No operations yet in this session.</p>;
  return (
    <table className="recent-costs">
      <caption className="visually-hidden">Cost of recent operations, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Operation</th>
          <th scope="col" className="num-col">
            Estimated
          </th>
          <th scope="col" className="num-col">
            Charged
          </th>
          <th scope="col" className="num-col">
            At
          </th>
        </tr>
      </thead>
      <tbody>
        {recent.slice(0, 8).map((cost, index) => (
          <tr key={`${index}-${cost.at}-${cost.operation}`}>
            <td>{cost.operation}</td>
            <td className="num num-col">{formatInteger(cost.estimated)}</td>
            <td className="num num-col">
              {cost.actual === null ? '…' : formatInteger(cost.actual)}
            </td>
            <td className="num num-col muted">{formatClockTime(cost.at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

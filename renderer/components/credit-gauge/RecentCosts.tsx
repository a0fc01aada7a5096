import type { OperationCost } from '../../../shared/bridge/credits.ts';
import { operationPhrase } from '../../../shared/operations/phrases.ts';
import { formatClockTime } from '../../format/date.ts';
import { formatInteger } from '../../format/number.ts';

/**
 * The user's recent actions and the credits each used, in their words ("Loading products").
 * Until the service has answered, the amount set aside for it shows with "up to".
 */
export function RecentCosts({ recent }: { readonly recent: readonly OperationCost[] }) {
  if (recent.length === 0) return <p className="muted">Nothing yet in this session.</p>;
  return (
    <table className="recent-costs">
      <caption className="visually-hidden">Credits used by recent actions, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Action</th>
          <th scope="col" className="num-col">
            Credits
          </th>
          <th scope="col" className="num-col">
            At
          </th>
        </tr>
      </thead>
      <tbody>
        {recent.slice(0, 8).map((cost, index) => (
          <tr key={`${index}-${cost.at}-${cost.operation}`}>
            <td>{operationPhrase(cost.operation)}</td>
            <td className="num num-col">
              {cost.actual === null
                ? `up to ${formatInteger(cost.estimated)}`
                : formatInteger(cost.actual)}
            </td>
            <td className="num num-col muted">{formatClockTime(cost.at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

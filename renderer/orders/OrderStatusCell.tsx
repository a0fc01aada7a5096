import { HoldBadge } from './HoldBadge.tsx';
import { saysOnHold } from './hold-words.ts';
import { activeHolds, type Holds } from '../../shared/orders/holds.ts';
import { StatusBadge } from './StatusBadge.tsx';

/**
 * The orders list's Status cell: one signal per fact. An order whose status already says
 * "On hold" and that carries holds shows a single badge naming the hold ("On hold · Operator");
 * any other status keeps its badge, followed by its holds ("Pending", "Payment hold").
 */
export function OrderStatusCell({
  status,
  holds,
}: {
  readonly status: string | null | undefined;
  readonly holds: Holds | null | undefined;
}) {
  if (saysOnHold(status) && activeHolds(holds).length > 0) {
    return (
      <span className="status-cell">
        <HoldBadge holds={holds} onHoldStatus />
      </span>
    );
  }
  return (
    <span className="status-cell">
      <StatusBadge status={status} />
      <HoldBadge holds={holds} />
    </span>
  );
}

import { holdWords } from './hold-words.ts';
import { activeHolds, HOLD_NAMES, type Holds } from '../../shared/orders/holds.ts';

/**
 * An order's holds as one badge: the hold's kind ("Payment hold"), or how many ("2 holds") with
 * their names for screen readers and on hover. With `onHoldStatus` the badge also stands for the
 * order's "On hold" status ("On hold · Operator"), so a list never says "On hold" twice.
 */
export function HoldBadge({
  holds,
  onHoldStatus = false,
}: {
  readonly holds: Holds | null | undefined;
  readonly onHoldStatus?: boolean;
}) {
  const words = holdWords(holds, onHoldStatus);
  if (words === null) return null;
  return (
    <span className="hold-badge" title={onHoldStatus ? `On hold: ${words.names}` : words.names}>
      {words.text}
      {words.several ? <span className="visually-hidden">: {words.names}</span> : null}
    </span>
  );
}

/** Every hold of an order, each named (the detail pane has the room the list has not). */
export function HoldNames({ holds }: { readonly holds: Holds | null | undefined }) {
  const active = activeHolds(holds);
  if (active.length === 0) return <>None</>;
  return (
    <span className="hold-names">
      {active.map((key) => (
        <span key={key} className="hold-badge">
          {HOLD_NAMES[key]}
        </span>
      ))}
    </span>
  );
}

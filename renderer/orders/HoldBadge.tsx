import { statusWords } from '../format/status-words.ts';
import { activeHolds, HOLD_NAMES, type HoldKey, type Holds } from './holds.ts';

/** The hold's kind without the word "hold" ("Operator"), where "On hold" is already said. */
const kindOf = (key: HoldKey): string => HOLD_NAMES[key].replace(/ hold$/, '');

/** Whether an account's status word already says the order is on hold ("on-hold", "On hold"). */
export function saysOnHold(status: string | null | undefined): boolean {
  return statusWords(status ?? '').toLowerCase() === 'on hold';
}

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
  const active = activeHolds(holds);
  const [only] = active;
  if (only === undefined) return null;
  const names = active.map((key) => HOLD_NAMES[key]).join(', ');
  const several = active.length > 1;
  const kinds = several ? `${active.length} holds` : onHoldStatus ? kindOf(only) : names;
  return (
    <span className="hold-badge" title={onHoldStatus ? `On hold: ${names}` : names}>
      {onHoldStatus ? `On hold · ${kinds}` : kinds}
      {several ? <span className="visually-hidden">: {names}</span> : null}
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

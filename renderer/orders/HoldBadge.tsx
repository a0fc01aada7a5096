import { activeHolds, HOLD_NAMES, type Holds } from './holds.ts';

/** "On hold" (or "2 holds"), naming the holds for screen readers and on hover. */
export function HoldBadge({ holds }: { readonly holds: Holds | null | undefined }) {
  const active = activeHolds(holds);
  if (active.length === 0) return null;
  const names = active.map((key) => HOLD_NAMES[key]).join(', ');
  return (
    <span className="hold-badge" title={names} aria-label={`On hold: ${names}`}>
      {active.length === 1 ? 'On hold' : `${active.length} holds`}
    </span>
  );
}

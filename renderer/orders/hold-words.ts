/**
 * An order's status and holds in words, said once: a status that already reads "On hold" and the
 * order's holds become "On hold · Operator"; any other status is followed by its holds
 * ("Pending", "Payment hold"). The list's badges and the quick finder say it the same way.
 */
import { statusWords } from '../../shared/orders/status-words.ts';
import { activeHolds, HOLD_NAMES, type HoldKey, type Holds } from '../../shared/orders/holds.ts';

/** The hold's kind without the word "hold" ("Operator"), where "On hold" is already said. */
const kindOf = (key: HoldKey): string => HOLD_NAMES[key].replace(/ hold$/, '');

/** Whether an account's status word already says the order is on hold ("on-hold", "On hold"). */
export function saysOnHold(status: string | null | undefined): boolean {
  return statusWords(status ?? '').toLowerCase() === 'on hold';
}

export interface HoldWords {
  /** What a badge shows: "Payment hold", "2 holds", or with the status "On hold · Operator". */
  readonly text: string;
  /** Every hold's name, for the tooltip and screen readers. */
  readonly names: string;
  readonly several: boolean;
}

/** `null` when the order has no hold. */
export function holdWords(
  holds: Holds | null | undefined,
  onHoldStatus: boolean,
): HoldWords | null {
  const active = activeHolds(holds);
  const [only] = active;
  if (only === undefined) return null;
  const names = active.map((key) => HOLD_NAMES[key]).join(', ');
  const several = active.length > 1;
  const kinds = several ? `${active.length} holds` : onHoldStatus ? kindOf(only) : names;
  return { text: onHoldStatus ? `On hold · ${kinds}` : kinds, names, several };
}

/** One line for an order's state: "On hold · Operator", "Awaiting pickup · Payment hold". */
export function statusAndHolds(status: string | null | undefined, holds: Holds | null | undefined) {
  const merged = saysOnHold(status) ? holdWords(holds, true) : null;
  if (merged) return merged.text;
  const words = status?.trim() ? statusWords(status) : 'No status';
  const held = holdWords(holds, false);
  return held ? `${words} · ${held.text}` : words;
}

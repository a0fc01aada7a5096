/**
 * `inventory_changes(reason:)`: the service searches reasons by "contains" (a LIKE search), and
 * only inside a date range of at most 60 days, which keeps the text search cheap on its side. So
 * `reason` without both `date_from` and `date_to`, or with a longer range, is a bad argument
 * (docs/service-notes.md "Inventory changes").
 */
import { optionalString } from '../args.ts';
import type { Args } from '../context.ts';
import { badArgument } from '../errors.ts';
import { instantArg, rangeDays } from './date-range.ts';

export const REASON_RANGE_DAYS = 60;

export function reasonTest(args: Args): (reason: string) => boolean {
  const wanted = optionalString(args, 'reason');
  if (wanted === undefined) return () => true;
  const from = instantArg(args, 'date_from');
  const to = instantArg(args, 'date_to');
  if (from === undefined || to === undefined) {
    throw badArgument(`"reason" requires "date_from" and "date_to"`);
  }
  if (to < from || rangeDays(from, to) > REASON_RANGE_DAYS) {
    throw badArgument(
      `"reason" requires a date range of at most ${REASON_RANGE_DAYS} days between "date_from" and "date_to"`,
    );
  }
  // A LIKE under the usual collation ignores case; the sandbox does the same.
  const needle = wanted.toLowerCase();
  return (reason) => reason.toLowerCase().includes(needle);
}

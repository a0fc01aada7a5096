/** What the Late & at risk list says about itself. */
import type { LateRow } from './late-rows.ts';

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * "3 late orders and 2 at risk (due within a day), oldest first." While pages remain, only the
 * late ones read so far are counted: at-risk orders are due last, so they come after every late
 * one.
 */
export function lateCountText(rows: readonly Pick<LateRow, 'lateness'>[], more: boolean): string {
  const late = rows.filter((row) => row.lateness === 'late').length;
  const atRisk = rows.length - late;
  if (more) {
    return `First ${plural(late, 'late order')}, oldest first; more load as you scroll, and orders due within a day come after the late ones.`;
  }
  return `${plural(late, 'late order')} and ${atRisk.toLocaleString('en-US')} at risk (due within a day), oldest first.`;
}

/** How the list was made: the service cannot filter by ship date or open status. */
export function lateReadText(read: number): string {
  return `Picked from ${plural(read, 'order')} read by ship date: the service cannot filter by ship date or open status, so Floorboard does.`;
}

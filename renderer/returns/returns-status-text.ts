/** The Returns status line: how many are shown, how many are overdue, and what reading cost. */
import { formatInteger } from '../format/number.ts';

export function returnsCountText(
  shown: number,
  read: number,
  overdue: number,
  more: boolean,
): string {
  const returns = shown === 1 ? '1 return' : `${formatInteger(shown)} returns`;
  const of = shown === read ? '' : ` of the ${formatInteger(read)} read`;
  const late = overdue === 0 ? 'none overdue' : `${formatInteger(overdue)} overdue`;
  const older = more ? '; older returns are not read yet' : '';
  return `${returns}${of}, ${late}${older}.`;
}

export function returnsCostText(pageCredits: number, spent: number): string {
  return `A page of 100 is estimated at ${formatInteger(pageCredits)} credits and charged 1 + the returns it holds; this list cost ${formatInteger(spent)}.`;
}

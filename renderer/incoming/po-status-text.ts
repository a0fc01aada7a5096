import type { PoTab } from '../../shared/purchase-orders/filters.ts';
import { formatInteger } from '../format/number.ts';

/** What the POs of each tab are called in the count ("12 open POs"). */
const KIND: Readonly<Record<PoTab, string>> = {
  open: 'open ',
  week: '',
  late: 'late ',
  partial: 'partly received ',
  closed: 'closed ',
  all: '',
};
const AFTER: Readonly<Record<PoTab, string>> = {
  open: '',
  week: ' due in the next 7 days',
  late: '',
  partial: '',
  closed: '',
  all: '',
};

/** The list's plain count, first: "12 open POs", "First 50 late POs; more load as you scroll". */
export function poCountText(count: number, tab: PoTab, more: boolean): string {
  const noun = `${KIND[tab]}${count === 1 ? 'PO' : 'POs'}${AFTER[tab]}`;
  return more
    ? `First ${formatInteger(count)} ${noun}; more load as you scroll.`
    : `${formatInteger(count)} ${noun}.`;
}

/** The secondary line: how the count was made, where Floorboard filters the rows it read. */
export function poPickedText(read: number): string {
  return `Picked from ${formatInteger(read)} read: the service cannot filter by vendor or open status, so Floorboard does.`;
}

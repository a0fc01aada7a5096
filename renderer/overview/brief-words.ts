/**
 * What each line of the morning brief is called, in plain words: "3 orders put on hold", "No
 * order became late", and what the line is about when the sign-in may not see it.
 */
import type { BriefKind } from '../../shared/brief/brief.ts';
import { formatInteger } from '../format/number.ts';

interface LineWords {
  /** After a count of one: "order put on hold". */
  readonly one: string;
  /** After a larger count: "orders put on hold". */
  readonly many: string;
  /** Nothing happened: "No order put on hold". */
  readonly none: string;
  /** What the line counts, for a sign-in that may not see it: "new holds on orders". */
  readonly about: string;
}

export const BRIEF_LINE_WORDS: { readonly [K in BriefKind]: LineWords } = {
  'new-holds': {
    one: 'order put on hold',
    many: 'orders put on hold',
    none: 'No order put on hold',
    about: 'orders put on hold',
  },
  'became-late': {
    one: 'order became late',
    many: 'orders became late',
    none: 'No order became late',
    about: 'orders that became late',
  },
  'large-adjustments': {
    one: 'large manual stock adjustment',
    many: 'large manual stock adjustments',
    none: 'No large manual stock adjustment',
    about: 'large manual stock adjustments',
  },
  'crossed-reorder': {
    one: 'product fell to its reorder level',
    many: 'products fell to their reorder level',
    none: 'No product fell to its reorder level',
    about: 'products that fell to their reorder level',
  },
  'po-arrived': {
    one: 'purchase order arrived',
    many: 'purchase orders arrived',
    none: 'No purchase order arrived',
    about: 'purchase orders that arrived',
  },
  'returns-overdue': {
    one: 'return overdue',
    many: 'returns overdue',
    none: 'No return overdue',
    about: 'overdue returns',
  },
  // Counted by order: an order shipped in two shipments is one record (docs/brief.md).
  'shipments-out': {
    one: 'order shipped',
    many: 'orders shipped',
    none: 'No order shipped',
    about: 'orders shipped',
  },
};

/** What follows the count: "order put on hold" after 1, "orders put on hold" after more. */
export function briefLineNoun(kind: BriefKind, count: number): string {
  const words = BRIEF_LINE_WORDS[kind];
  return count === 1 ? words.one : words.many;
}

/** "3 orders put on hold", "1 order put on hold", "No order put on hold". */
export function briefLineTitle(kind: BriefKind, count: number): string {
  if (count === 0) return BRIEF_LINE_WORDS[kind].none;
  return `${formatInteger(count)} ${briefLineNoun(kind, count)}`;
}

/**
 * What the reorder says in words: how the ticked products became purchase orders, and the toast
 * once they are created.
 */
import { formatInteger } from '../format/number.ts';

const plural = (count: number, one: string, many: string): string =>
  `${formatInteger(count)} ${count === 1 ? one : many}`;

/** "3 products → 6 purchase orders (one per vendor and warehouse)" */
export function draftSummary(products: number, orders: number): string {
  return `${plural(products, 'product', 'products')} → ${plural(orders, 'purchase order', 'purchase orders')} (one per vendor and warehouse)`;
}

export interface CreatedToast {
  readonly title: string;
  /** The PO numbers the title names: never broken across lines. */
  readonly unbroken: readonly string[];
}

/**
 * "Created purchase order PO-20261127-47RF", two by number, more by count: six long numbers
 * filled the toast and were broken mid-number (its "Show them" opens them in Incoming).
 */
export function createdToast(numbers: readonly string[]): CreatedToast {
  if (numbers.length === 1) {
    return { title: `Created purchase order ${numbers[0] ?? ''}`, unbroken: numbers };
  }
  if (numbers.length === 2) {
    return { title: `Created purchase orders ${numbers.join(' and ')}`, unbroken: numbers };
  }
  return {
    title: `Created ${plural(numbers.length, 'purchase order', 'purchase orders')}`,
    unbroken: [],
  };
}

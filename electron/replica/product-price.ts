/**
 * Which price and value the copy keeps. The service keeps them per warehouse; the product's own
 * `price` and `value` are deprecated, and the app no longer asks for them. Each warehouse row of
 * the copy keeps its own figures; the product's list figure (what lists sort by and exports
 * write) is the lowest of its rows' (shared/replica/prices.ts), and lists show the span when the
 * rows disagree. A product whose rows carry none keeps the figure it has (a copy loaded from a
 * file written before rows kept prices, until a refresh lists it again). One rule for a first
 * sync, a refresh and this app's own edits, so all three agree.
 */
import { spanOf } from '../../shared/replica/prices.ts';

/** A warehouse row's figures; undefined or empty: not given. */
export interface RowMoney {
  readonly price?: string | null | undefined;
  readonly value?: string | null | undefined;
}

export interface Money {
  readonly price: string | null;
  readonly value: string | null;
}

/** The product's list figures from its rows, else those it holds. */
export function moneyOf(rows: readonly RowMoney[], held: Money): Money {
  return {
    price: spanOf(rows.map((row) => row.price))?.low ?? held.price,
    value: spanOf(rows.map((row) => row.value))?.low ?? held.value,
  };
}

const given = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/**
 * A row's own figures after a reply about it: a figure the reply gives replaces the one held; one
 * it leaves out or sends empty keeps it. Only given figures are set, so a row without any carries
 * no price at all (never an empty one).
 */
export function rowMoney(
  held: RowMoney | undefined,
  reply: RowMoney,
): { price?: string; value?: string } {
  const price = given(reply.price) ? reply.price : given(held?.price) ? held.price : undefined;
  const value = given(reply.value) ? reply.value : given(held?.value) ? held.value : undefined;
  return {
    ...(price === undefined ? {} : { price }),
    ...(value === undefined ? {} : { value }),
  };
}

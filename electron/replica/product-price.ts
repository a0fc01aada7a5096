/**
 * Which price and value the copy shows for a product. The service keeps them per warehouse; the
 * product's own `price` and `value` are deprecated mirrors. The copy shows the product's first
 * warehouse row's figures (the order the service lists the rows in), falling back to the
 * product's own when that row has none. One rule for a first sync, a refresh and this app's own
 * edits, so all three agree.
 */

/** The figures one warehouse row carries; undefined: the reply did not say. */
export interface RowMoney {
  readonly warehouseId: string;
  readonly price?: string | null;
  readonly value?: string | null;
}

export interface Money {
  readonly price: string | null;
  readonly value: string | null;
}

const given = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** The product's figures from its first row, else from its own (deprecated) fields. */
export function moneyOf(rows: readonly RowMoney[], own: Money): Money {
  const first = rows[0];
  return first ? moneyAfter(own, first.warehouseId, first) : own;
}

/**
 * The product's figures after one of its rows changed: only the first row's figures count.
 * `firstWarehouseId` is the warehouse of the product's first row.
 */
export function moneyAfter(
  current: Money,
  firstWarehouseId: string | undefined,
  row: RowMoney,
): Money {
  if (row.warehouseId !== firstWarehouseId) return current;
  return {
    price: given(row.price) ? row.price : current.price,
    value: given(row.value) ? row.value : current.value,
  };
}

/**
 * Price and value of a product read from the service, where they live: per warehouse. One figure
 * when the warehouses agree, the span when they do not (shared/replica/prices.ts), and the
 * currency of the first warehouse that names one. The product's own fields are deprecated and
 * used only where no warehouse gives a figure (a product stocked nowhere has no warehouse record).
 */
import { spanOf, type Span } from '../../shared/replica/prices.ts';

interface WarehouseMoney {
  readonly price?: string | null;
  readonly value?: string | null;
  readonly value_currency?: string | null;
}

export interface ProductMoney {
  readonly price: Span | null;
  readonly value: Span | null;
  readonly currency: string | null;
}

export function productMoney(
  records: readonly (WarehouseMoney | null)[] | null | undefined,
  own: WarehouseMoney = {},
): ProductMoney {
  const rows = (records ?? []).filter((r): r is WarehouseMoney => r !== null);
  return {
    price: spanOf(rows.map((r) => r.price)) ?? spanOf([own.price]),
    value: spanOf(rows.map((r) => r.value)) ?? spanOf([own.value]),
    currency: rows.find((r) => r.value_currency)?.value_currency ?? own.value_currency ?? null,
  };
}

/** Whether the warehouses disagree on price or value: the pane then lists each warehouse's. */
export function differsByWarehouse(money: ProductMoney): boolean {
  return money.price?.high != null || money.value?.high != null;
}

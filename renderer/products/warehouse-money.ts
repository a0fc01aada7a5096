/**
 * Price and value of a product read from the service, where they live: per warehouse (the
 * product's own fields are deprecated). One figure when the warehouses agree, the span when they
 * do not (shared/replica/prices.ts), and the currency of the first warehouse that names one.
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
): ProductMoney {
  const rows = (records ?? []).filter((r): r is WarehouseMoney => r !== null);
  return {
    price: spanOf(rows.map((r) => r.price)),
    value: spanOf(rows.map((r) => r.value)),
    currency: rows.find((r) => r.value_currency)?.value_currency ?? null,
  };
}

/** Whether the warehouses disagree on price or value: the pane then lists each warehouse's. */
export function differsByWarehouse(money: ProductMoney): boolean {
  return money.price?.high != null || money.value?.high != null;
}

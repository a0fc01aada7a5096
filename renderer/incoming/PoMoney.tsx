import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatMoney } from '../format/decimal.ts';

/**
 * An amount on a purchase order or a vendor's price. A PO carries no currency of its own: its
 * amounts are in its vendor's currency, which the caller passes when the vendor is known
 * ("CA$12.50"); without one the digits show as sent.
 */
export function PoMoney({
  value,
  currency,
}: {
  readonly value: string | null | undefined;
  readonly currency?: string | null;
}) {
  return <FieldValue value={value} format={(v) => formatMoney(String(v), currency ?? null)} />;
}

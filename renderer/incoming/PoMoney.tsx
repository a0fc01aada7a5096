import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatMoney } from '../format/decimal.ts';

/** An amount on a purchase order or a vendor's price: the service gives no currency with it. */
export function PoMoney({ value }: { readonly value: string | null | undefined }) {
  return <FieldValue value={value} format={(v) => formatMoney(String(v), null)} />;
}

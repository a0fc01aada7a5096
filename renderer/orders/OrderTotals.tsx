import { PropertyList, Section } from '../components/layout/DetailPane.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatMoney } from '../format/decimal.ts';
import type { OrderDetail } from './use-order-detail.ts';

/** Subtotal, discounts, tax, shipping and total: decimal strings formatted, never rounded. */
export function OrderTotals({ order }: { readonly order: OrderDetail }) {
  const money = (value: string | null | undefined) => (
    <span className="num">
      <FieldValue value={value} format={(v) => formatMoney(String(v), order.currency)} />
    </span>
  );
  const shipping = order.shipping_lines;
  const method = [shipping?.title, shipping?.carrier, shipping?.method]
    .filter((p) => p && p.trim() !== '')
    .join(' · ');
  return (
    <Section title="Totals">
      <PropertyList
        items={[
          { label: 'Subtotal', value: money(order.subtotal) },
          { label: 'Discounts', value: money(order.total_discounts) },
          { label: 'Tax', value: money(order.total_tax) },
          { label: 'Shipping', value: money(shipping?.price) },
          { label: 'Total', value: <strong>{money(order.total_price)}</strong> },
          { label: 'Shipping method', value: <FieldValue value={method} /> },
        ]}
      />
    </Section>
  );
}

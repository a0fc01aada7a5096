import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatPrice } from '../format/price.ts';
import type { ProductDetail } from '../stock/product-detail-data.ts';

/**
 * Price and value per warehouse, for a product whose warehouses disagree: the figures live there
 * at the service, and a single product-wide figure would hide which warehouse charges what.
 */
export function WarehousePrices({
  product,
  currency,
}: {
  readonly product: ProductDetail;
  readonly currency: string | null;
}) {
  const rows = (product.warehouse_products ?? []).flatMap((record) =>
    record?.warehouse_id ? [record] : [],
  );
  return (
    <table className="compact-table">
      <caption className="visually-hidden">Price and value by warehouse</caption>
      <thead>
        <tr>
          <th scope="col">Warehouse</th>
          <th scope="col" className="is-end">
            Price
          </th>
          <th scope="col" className="is-end">
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((record) => (
          <tr key={record.warehouse_id}>
            <th scope="row">{record.warehouse?.identifier ?? record.warehouse_id}</th>
            <td className="is-end num">
              <FieldValue
                value={record.price}
                format={(v) => formatPrice(v, record.value_currency ?? currency)}
              />
            </td>
            <td className="is-end num">
              <FieldValue
                value={record.value}
                format={(v) => formatPrice(v, record.value_currency ?? currency)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { CityLineValue } from '../components/pii/CityLineValue.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatDateTime } from '../format/date.ts';
import { ScopedSection } from './ScopedSection.tsx';
import { TrackingNumber } from './TrackingNumber.tsx';
import { useOrderShipments, type Shipment } from './use-order-sections.ts';

type Label = NonNullable<NonNullable<Shipment['shipping_labels']>[number]>;

function ShipmentCard({
  shipment,
  index,
  scopeWarnings,
}: {
  readonly shipment: Shipment;
  readonly index: number;
  readonly scopeWarnings: Parameters<typeof FieldValue>[0]['scopeWarnings'];
}) {
  const labels = (shipment.shipping_labels ?? []).filter((l): l is Label => l !== null);
  const address = shipment.address;
  const packages = shipment.total_packages ?? labels.length;
  return (
    <li className="shipment">
      <div className="shipment-head">
        <strong>Shipment {index + 1}</strong>
        <span className={shipment.delivered ? 'ship-state is-delivered' : 'ship-state'}>
          {shipment.delivered ? 'Delivered' : 'In transit'}
        </span>
        <span className="muted">
          {formatDateTime(shipment.created_date)} ·{' '}
          {packages === 1 ? '1 package' : `${packages} packages`}
        </span>
      </div>
      <ul className="labels">
        {labels.map((label, i) => (
          <li key={label.id ?? i}>
            <span>
              {label.carrier ?? 'Carrier'} · {label.shipping_method ?? '—'}
            </span>
            <TrackingNumber label={label} />
          </li>
        ))}
      </ul>
      {address ? (
        <div className="shipment-address">
          <span className="muted">To </span>
          <FieldValue
            value={address.name}
            fieldId="Address.name"
            scopeWarnings={scopeWarnings}
            compact
          />
          {', '}
          <CityLineValue
            parts={{ city: address.city, state: address.state, country: address.country }}
            fieldId="Address.city"
            scopeWarnings={scopeWarnings}
            compact
          />
        </div>
      ) : null}
    </li>
  );
}

/** How the order shipped: carrier, method, tracking per package, delivered or not. */
export function ShipmentsSection({ orderId }: { readonly orderId: string }) {
  const { gate, query, shipments, scopeWarnings } = useOrderShipments(orderId);
  return (
    <ScopedSection title="Shipments" what="shipments" gate={gate} query={query}>
      {shipments.length === 0 ? (
        <p className="muted">Not shipped yet.</p>
      ) : (
        <ul className="shipments">
          {shipments.map((shipment, index) => (
            <ShipmentCard
              key={shipment.id ?? index}
              shipment={shipment}
              index={index}
              scopeWarnings={scopeWarnings}
            />
          ))}
        </ul>
      )}
    </ScopedSection>
  );
}

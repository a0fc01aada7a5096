import { Button } from '../components/controls/Button.tsx';
import { CityLineValue } from '../components/pii/CityLineValue.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { formatDateTime } from '../format/date.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { ScopedSection } from './ScopedSection.tsx';
import { useOrderShipments, type Shipment } from './use-order-sections.ts';

type Label = NonNullable<NonNullable<Shipment['shipping_labels']>[number]>;

function TrackingNumber({ label }: { readonly label: Label }) {
  const bridge = useBridge();
  const toast = useToast();
  const number = label.tracking_number ?? '';
  const url = label.tracking_url ?? '';
  return (
    <div className="tracking">
      <span className="mono tracking-number">{number === '' ? '—' : number}</span>
      {number === '' ? null : (
        <Button
          size="sm"
          variant="ghost"
          icon="copy"
          aria-label={`Copy tracking number ${number}`}
          onClick={() => {
            navigator.clipboard.writeText(number).then(
              () => toast.show({ tone: 'success', title: 'Tracking number copied' }),
              () =>
                toast.show({ tone: 'error', title: 'Could not copy: select the number instead' }),
            );
          }}
        >
          Copy
        </Button>
      )}
      {/^https?:\/\//i.test(url) ? (
        <Button
          size="sm"
          variant="ghost"
          icon="globe"
          aria-label={`Track ${number} on the carrier’s site`}
          onClick={() => {
            void bridge.openTrackingPage(url).then((result) => {
              if (!result.ok) toast.show({ tone: 'error', title: result.error.message });
            });
          }}
        >
          Track
        </Button>
      ) : null}
    </div>
  );
}

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

/**
 * The Shipped list's rows, one per shipping label, as the grid shows them and the export writes
 * them (one shaping for both, so the file matches the screen). A voided label stays in the list,
 * marked, and is never counted in totals: it shipped nothing and the carrier refunds it. A
 * shipment counts as one that went out by shipmentWentOut, the rule the morning brief shares; a
 * shipment with no labels has no row and, by that rule, did not go out.
 */

export const VOIDED_LABEL_STATUS = 'voided';

/** What the list reads of a shipment (the ShipmentsListRow fragment). */
export interface ShipmentInput {
  readonly id?: string | null;
  readonly order_id?: string | null;
  readonly created_date?: string | null;
  readonly address?: {
    readonly name?: string | null;
    readonly city?: string | null;
    readonly state?: string | null;
    readonly country?: string | null;
  } | null;
  readonly shipping_labels?: readonly (LabelInput | null)[] | null;
}

export interface LabelInput {
  readonly id?: string | null;
  readonly status?: string | null;
  readonly order_number?: string | null;
  readonly carrier?: string | null;
  readonly shipping_method?: string | null;
  readonly cost?: string | null;
  readonly tracking_number?: string | null;
  readonly tracking_url?: string | null;
  readonly tracking_status?: string | null;
  readonly created_date?: string | null;
}

export interface ShippedRow {
  /** The label's id (the shipment's and the package's when the service sends none). */
  readonly key: string;
  readonly shipmentId: string | null;
  readonly orderId: string | null;
  readonly orderNumber: string | null;
  /** When the shipment went out (a label printed again later still went out with it). */
  readonly shippedAt: string | null;
  readonly carrier: string | null;
  readonly method: string | null;
  readonly cost: string | null;
  readonly trackingNumber: string | null;
  readonly trackingUrl: string | null;
  readonly trackingStatus: string | null;
  readonly voided: boolean;
  /** The shipment this label is on went out (shipmentWentOut): it counts as a shipment. */
  readonly shipmentWentOut: boolean;
  readonly shipTo: {
    readonly name: string | null;
    readonly city: string | null;
    readonly state: string | null;
    readonly country: string | null;
  };
}

export function isVoided(label: Pick<LabelInput, 'status'>): boolean {
  return (label.status ?? '').trim().toLowerCase() === VOIDED_LABEL_STATUS;
}

/**
 * The one rule for "a shipment that went out": it has at least one label that was not voided. A
 * shipment with no labels, or only voided ones, shipped nothing. The Shipped list counts by it
 * and the morning brief's shipments line asks it, so the two always count the same shipments.
 */
export function shipmentWentOut(shipment: {
  readonly shipping_labels?: readonly (Pick<LabelInput, 'status'> | null)[] | null;
}): boolean {
  return (shipment.shipping_labels ?? []).some((label) => label !== null && !isVoided(label));
}

const text = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value;

/** One row per label, in the shipments' order and each shipment's label order. */
export function shippedRows(shipments: readonly (ShipmentInput | null)[]): ShippedRow[] {
  return shipments.flatMap((shipment) => {
    if (!shipment) return [];
    const labels = (shipment.shipping_labels ?? []).filter(
      (label): label is LabelInput => label !== null,
    );
    const wentOut = shipmentWentOut(shipment);
    return labels.map((label, index) => ({
      key: label.id ?? `${shipment.id ?? 'shipment'}:${index}`,
      shipmentId: shipment.id ?? null,
      orderId: shipment.order_id ?? null,
      orderNumber: text(label.order_number),
      shippedAt: text(shipment.created_date) ?? text(label.created_date),
      carrier: text(label.carrier),
      method: text(label.shipping_method),
      cost: text(label.cost),
      trackingNumber: text(label.tracking_number),
      trackingUrl: text(label.tracking_url),
      trackingStatus: text(label.tracking_status),
      voided: isVoided(label),
      shipmentWentOut: wentOut,
      shipTo: {
        name: shipment.address?.name ?? null,
        city: shipment.address?.city ?? null,
        state: shipment.address?.state ?? null,
        country: shipment.address?.country ?? null,
      },
    }));
  });
}

/** Only one carrier's labels, or one method's (null: any). The service cannot filter by either. */
export interface CarrierChoice {
  readonly carrier?: string | null;
  readonly method?: string | null;
}

export function filterShippedRows(
  rows: readonly ShippedRow[],
  choice: CarrierChoice,
): ShippedRow[] {
  return rows.filter(
    (row) =>
      (!choice.carrier || row.carrier === choice.carrier) &&
      (!choice.method || row.method === choice.method),
  );
}

export function filtersByCarrier(choice: CarrierChoice): boolean {
  return Boolean(choice.carrier) || Boolean(choice.method);
}

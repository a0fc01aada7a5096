import { describe, expect, it } from 'vitest';
import {
  filterShippedRows,
  filtersByCarrier,
  shipmentWentOut,
  shippedRows,
  type ShipmentInput,
} from './shipped-rows.ts';
import { carrierOptions, costCents, methodOptions, shippedTotals } from './shipped-totals.ts';

const label = (id: string, carrier: string, method: string, cost: string, status = 'valid') => ({
  id,
  status,
  order_number: `#${id}`,
  carrier,
  shipping_method: method,
  cost,
  tracking_number: `T-${id}`,
  tracking_url: `https://track.test/${id}`,
  tracking_status: 'in_transit',
  created_date: `2026-11-27T0${id.length}:00:00`,
});

const SHIPMENTS: ShipmentInput[] = [
  {
    id: 'S1',
    order_id: 'O1',
    created_date: '2026-11-27T08:00:00',
    address: { name: 'Ada', city: 'Reno', state: 'NV', country: 'US' },
    shipping_labels: [
      label('L1', 'UPS', 'Ground', '12.50', 'voided'),
      label('L2', 'UPS', 'Ground', '14.00'),
    ],
  },
  {
    id: 'S2',
    order_id: 'O2',
    created_date: '2026-11-27T09:00:00',
    address: { name: null, city: null, state: 'OR', country: 'US' },
    shipping_labels: [label('L3', 'USPS', 'Priority', '8.05'), null],
  },
  {
    id: 'S3',
    order_id: 'O3',
    created_date: '2026-11-27T10:00:00',
    address: null,
    shipping_labels: [label('L4', 'UPS', 'Next Day Air', '31.9'), label('L5', 'UPS', 'Ground', '')],
  },
];

describe('shipped rows', () => {
  it('lists one row per label, voided ones marked, in the shipments’ order', () => {
    const rows = shippedRows(SHIPMENTS);
    expect(rows.map((r) => [r.key, r.voided])).toEqual([
      ['L1', true],
      ['L2', false],
      ['L3', false],
      ['L4', false],
      ['L5', false],
    ]);
    expect(rows[0]).toMatchObject({
      shipmentId: 'S1',
      orderNumber: '#L1',
      carrier: 'UPS',
      method: 'Ground',
      cost: '12.50',
      trackingNumber: 'T-L1',
      shipTo: { name: 'Ada', state: 'NV' },
    });
    // Empty strings and null read alike.
    expect(rows[4]?.cost).toBeNull();
    expect(rows[3]?.shipTo).toEqual({ name: null, city: null, state: null, country: null });
  });

  it('filters by carrier and by method (none given: all)', () => {
    const rows = shippedRows(SHIPMENTS);
    expect(filterShippedRows(rows, { carrier: 'UPS' }).map((r) => r.key)).toEqual([
      'L1',
      'L2',
      'L4',
      'L5',
    ]);
    expect(filterShippedRows(rows, { carrier: 'UPS', method: 'Ground' }).map((r) => r.key)).toEqual(
      ['L1', 'L2', 'L5'],
    );
    expect(filterShippedRows(rows, {})).toHaveLength(5);
    expect(filtersByCarrier({ carrier: null, method: null })).toBe(false);
    expect(filtersByCarrier({ method: 'Ground' })).toBe(true);
  });
});

describe('a shipment that went out', () => {
  const none: ShipmentInput = { id: 'S4', order_id: 'O4', shipping_labels: [] };
  const missing: ShipmentInput = { id: 'S5', order_id: 'O5', shipping_labels: null };
  const allVoided: ShipmentInput = {
    id: 'S6',
    shipping_labels: [label('L6', 'UPS', 'Ground', '5.00', 'Voided'), null],
  };

  it('has at least one label that was not voided', () => {
    expect(SHIPMENTS.map(shipmentWentOut)).toEqual([true, true, true]);
    expect(shipmentWentOut(none)).toBe(false);
    expect(shipmentWentOut(missing)).toBe(false);
    expect(shipmentWentOut(allVoided)).toBe(false);
  });

  it('the Shipped list counts exactly the shipments the rule says went out', () => {
    const all = [...SHIPMENTS, none, missing, allVoided];
    const rows = shippedRows(all);
    expect(rows.some((row) => row.shipmentId === 'S4' || row.shipmentId === 'S5')).toBe(false);
    expect(rows.filter((row) => row.shipmentId === 'S6').map((r) => r.shipmentWentOut)).toEqual([
      false,
    ]);
    expect(shippedTotals(rows).shipments).toBe(all.filter(shipmentWentOut).length);
  });
});

describe('shipped totals', () => {
  it('adds postage in cents per carrier and method, never counting a voided label', () => {
    const totals = shippedTotals(shippedRows(SHIPMENTS));
    expect(totals).toMatchObject({
      labels: 4,
      shipments: 3,
      voided: 1,
      costCents: 1400 + 805 + 3190,
    });
    expect(totals.groups).toEqual([
      { carrier: 'UPS', method: 'Ground', labels: 2, costCents: 1400 },
      { carrier: 'UPS', method: 'Next Day Air', labels: 1, costCents: 3190 },
      { carrier: 'USPS', method: 'Priority', labels: 1, costCents: 805 },
    ]);
  });

  it('a shipment whose only label was voided is not counted as shipped', () => {
    const [first] = SHIPMENTS;
    if (!first) throw new Error('fixture');
    const onlyVoided = {
      ...first,
      shipping_labels: [label('L9', 'UPS', 'Ground', '5.00', 'Voided')],
    };
    expect(shippedTotals(shippedRows([onlyVoided]))).toMatchObject({
      labels: 0,
      shipments: 0,
      voided: 1,
      costCents: 0,
    });
  });

  it('reads costs as whole cents and says which it could not read', () => {
    expect(costCents('28.05')).toBe(2805);
    expect(costCents('7')).toBe(700);
    expect(costCents('-1.5')).toBe(-150);
    expect(costCents('n/a')).toBeNull();
    const rows = shippedRows([{ id: 'S', shipping_labels: [label('L', 'UPS', 'Ground', 'n/a')] }]);
    expect(shippedTotals(rows)).toMatchObject({ unreadableCosts: 1, costCents: 0, labels: 1 });
  });

  it('offers the carriers seen, and the methods of the carrier picked', () => {
    const rows = shippedRows(SHIPMENTS);
    expect(carrierOptions(rows)).toEqual(['UPS', 'USPS']);
    expect(methodOptions(rows, 'UPS')).toEqual(['Ground', 'Next Day Air']);
    expect(methodOptions(rows, null)).toEqual(['Ground', 'Next Day Air', 'Priority']);
  });
});

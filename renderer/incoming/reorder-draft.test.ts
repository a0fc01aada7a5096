import { describe, expect, it } from 'vitest';
import type { ReplicaStock } from '../../shared/replica/types.ts';
import {
  draftReorder,
  reorderQuantity,
  type ReorderPick,
  type VendorOffer,
} from './reorder-draft.ts';
import {
  checkQuantity,
  createPurchaseOrderInput,
  draftTotal,
  newPoNumber,
} from './reorder-input.ts';
import { lineTotal } from './reorder-money.ts';

function stock(
  warehouseId: string,
  available: number,
  level: number,
  amount: number,
): ReplicaStock {
  return {
    warehouseId,
    warehouseLabel: warehouseId === 'W1' ? 'PDX' : 'ATL',
    onHand: available,
    allocated: 0,
    available,
    backorder: 0,
    reorderLevel: level,
    reorderAmount: amount,
    updatedAt: null,
  };
}

const pick = (sku: string, ...lowIn: ReplicaStock[]): ReorderPick => ({
  sku,
  name: `${sku} name`,
  lowIn,
});
const offer = (vendorId: string, price: string | null): VendorOffer => ({
  vendorId,
  vendorSku: `${vendorId}-sku`,
  price,
});

describe('drafting a reorder', () => {
  const picks = [
    pick('B-2', stock('W1', 1, 5, 20)),
    pick('A-1', stock('W1', 0, 4, 12), stock('W2', 2, 6, 30)),
    pick('C-3', stock('W1', 3, 10, 40)),
    pick('D-4', stock('W1', 0, 2, 5)),
    pick('E-5', stock('W1', 0, 2, 5)),
  ];
  const vendors = new Map<string, readonly VendorOffer[]>([
    ['A-1', [offer('V1', '2.50')]],
    ['B-2', [offer('V1', '1.25'), offer('V2', '1.00')]],
    ['C-3', [offer('V2', '10')]],
    ['D-4', []],
  ]);
  const plan = draftReorder(picks, vendors);

  it('groups the lines into one PO per vendor and warehouse, with each reorder amount', () => {
    expect(
      plan.drafts.map((d) => [d.key, d.lines.map((l) => [l.sku, l.quantity, l.price])]),
    ).toEqual([
      ['V1@W2', [['A-1', 30, '2.50']]],
      [
        'V1@W1',
        [
          ['A-1', 12, '2.50'],
          ['B-2', 20, '1.25'],
        ],
      ],
      ['V2@W1', [['C-3', 40, '10']]],
    ]);
  });

  it('uses the first vendor a product lists, and says how many others it has', () => {
    const line = plan.drafts.flatMap((d) => d.lines).find((l) => l.sku === 'B-2');
    expect(line?.otherVendors).toBe(1);
    expect(line?.vendorSku).toBe('V1-sku');
  });

  it('sets apart products without a vendor and products whose vendors were not read', () => {
    expect(plan.withoutVendor.map((p) => p.sku)).toEqual(['D-4']);
    expect(plan.unread.map((p) => p.sku)).toEqual(['E-5']);
  });

  it('orders up to the reorder level, at least one, where no reorder amount is set', () => {
    expect(reorderQuantity(stock('W1', 2, 10, 0))).toBe(8);
    expect(reorderQuantity(stock('W1', 5, 5, 0))).toBe(1);
  });
});

describe('what is sent for a drafted PO', () => {
  const plan = draftReorder(
    [pick('A-1', stock('W1', 0, 4, 12)), pick('B-2', stock('W1', 1, 5, 20))],
    new Map([
      ['A-1', [offer('V1', '2.50')]],
      ['B-2', [offer('V1', null)]],
    ]),
  );
  const draft = plan.drafts[0];
  if (!draft) throw new Error('no draft');

  it('takes the edited quantities, leaves out lines set to 0, and sums the known prices', () => {
    const edited = new Map([
      ['A-1@W1', 3],
      ['B-2@W1', 7],
    ]);
    const input = createPurchaseOrderInput(draft, edited, 'PO-20261127-ABCD', '2026-12-11');
    expect(input).toMatchObject({
      po_number: 'PO-20261127-ABCD',
      vendor_id: 'V1',
      warehouse_id: 'W1',
      po_date: '2026-12-11T00:00:00',
      subtotal: '7.50',
      total_price: '7.50',
    });
    expect(input.line_items.map((l) => [l?.sku, l?.quantity, l?.price])).toEqual([
      ['A-1', 3, '2.50'],
      ['B-2', 7, '0.00'],
    ]);
    const without = createPurchaseOrderInput(draft, new Map([['B-2@W1', 0]]), 'PO-X', '2026-12-11');
    expect(without.line_items.map((l) => l?.sku)).toEqual(['A-1']);
    expect(draftTotal(draft, new Map())).toBe('30.00');
  });

  it('sums prices exactly, without floating point', () => {
    expect(
      lineTotal([
        { quantity: 3, price: '0.1' },
        { quantity: 1, price: '0.2' },
      ]),
    ).toBe('0.50');
    expect(lineTotal([{ quantity: 7, price: '1.005' }])).toBe('7.035');
    expect(lineTotal([{ quantity: 2, price: 'n/a' }])).toBe('0.00');
  });

  it('checks a typed quantity and says what is wrong', () => {
    expect(checkQuantity(' 40 ')).toEqual({ ok: true, value: 40 });
    expect(checkQuantity('0')).toEqual({ ok: true, value: 0 });
    expect(checkQuantity('-2')).toEqual({ ok: false, error: 'A whole number, 0 or more' });
    expect(checkQuantity('2.5').ok).toBe(false);
    expect(checkQuantity('1000001')).toEqual({ ok: false, error: 'At most 1,000,000' });
  });

  it('numbers each PO with the day and a readable random tail, never one already taken', () => {
    const rolls = [0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5];
    const random = () => rolls.shift() ?? 0.99;
    const first = newPoNumber('2026-11-27', random, new Set());
    expect(first).toBe('PO-20261127-AAAA');
    const second = newPoNumber('2026-11-27', random, new Set([first]));
    expect(second).toMatch(/^PO-20261127-[A-Z2-9]{4}$/);
    expect(second).not.toBe(first);
  });
});

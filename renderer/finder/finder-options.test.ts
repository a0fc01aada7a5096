import { describe, expect, it } from 'vitest';
import type { ReplicaRow } from '../../shared/replica/types.ts';
import { asOrderNumber, finderOptions, isExactMatch, type FinderExtras } from './finder-options.ts';
import type { OrderCheck } from './order-check.ts';
import { asEmail } from '../orders/email-address.ts';
import { readOrderSearch } from '../orders/order-filters.ts';

function row(sku: string, barcode: string | null, name = `Name of ${sku}`): ReplicaRow {
  return {
    id: `id-${sku}`,
    sku,
    name,
    barcode,
    price: null,
    value: null,
    currency: null,
    updatedAt: null,
    onHand: 1,
    allocated: 0,
    available: 1,
    backorder: 0,
    reorderLevel: 0,
    low: false,
    lowIn: [],
  };
}

const CHECKING: OrderCheck = { state: 'checking' };
const keys = (
  text: string,
  rows: readonly ReplicaRow[],
  orders = true,
  extras: Partial<FinderExtras> = {},
) =>
  finderOptions(text, rows, {
    order: orders ? CHECKING : null,
    skuLookup: false,
    emailOrders: false,
    ...extras,
  }).map((o) => o.key);

describe('asOrderNumber', () => {
  it('reads digits with or without # as the service writes order numbers', () => {
    expect(asOrderNumber('100500')).toBe('#100500');
    expect(asOrderNumber(' #100500 ')).toBe('#100500');
    expect(asOrderNumber('SBX-100')).toBeNull();
    expect(asOrderNumber('#')).toBeNull();
    expect(asOrderNumber('12 34')).toBeNull();
    expect(asOrderNumber('1'.repeat(19))).toBeNull();
  });
});

describe('isExactMatch', () => {
  it('is the whole SKU in any case, or the whole barcode', () => {
    expect(isExactMatch(row('SBX-7', '810042'), 'sbx-7')).toBe(true);
    expect(isExactMatch(row('SBX-7', '810042'), ' 810042 ')).toBe(true);
    expect(isExactMatch(row('SBX-7', '810042'), 'sbx')).toBe(false);
    expect(isExactMatch(row('SBX-7', null), '')).toBe(false);
  });
});

describe('finderOptions', () => {
  it('lists products in main’s order when the text cannot be an order number', () => {
    expect(keys('sbx', [row('SBX-1', null), row('SBX-2', null)])).toEqual([
      'product:id-SBX-1',
      'product:id-SBX-2',
    ]);
  });

  it('puts a typed order number before products that only start with it', () => {
    expect(keys('8100', [row('A', '810042'), row('B', '810043')])).toEqual([
      'order:#8100',
      'product:id-A',
      'product:id-B',
    ]);
  });

  it('puts a product whose whole barcode is the text before the order, so a scan opens it', () => {
    expect(keys('810042', [row('A', '810042'), row('B', '8100429')])).toEqual([
      'product:id-A',
      'order:#810042',
      'product:id-B',
    ]);
  });

  it('offers no order when the token cannot list orders', () => {
    expect(keys('100500', [], false)).toEqual([]);
    expect(keys('#100500', [], true)).toEqual(['order:#100500']);
  });

  it('drops the order once the service said no order has that number', () => {
    expect(keys('100500', [], true, { order: { state: 'none' } })).toEqual([]);
    const found: OrderCheck = { state: 'found', count: 1, status: 'pending', holds: null };
    expect(keys('100500', [], true, { order: found })).toEqual(['order:#100500']);
  });

  it('offers a SKU look-up at the service after the order, before prefix matches', () => {
    expect(keys('SBX-9', [row('SBX-90', null)], true, { skuLookup: true })).toEqual([
      'sku:SBX-9',
      'product:id-SBX-90',
    ]);
    expect(keys('81004', [row('A', '810042')], true, { skuLookup: true })).toEqual([
      'order:#81004',
      'sku:81004',
      'product:id-A',
    ]);
  });

  it('offers no SKU look-up when the copy has that SKU, or for words with spaces', () => {
    expect(keys('sbx-9', [row('SBX-9', null)], true, { skuLookup: true })).toEqual([
      'product:id-SBX-9',
    ]);
    expect(keys('blue widget', [], true, { skuLookup: true })).toEqual([]);
    expect(keys('SBX-9', [], true, { skuLookup: false })).toEqual([]);
  });

  it('offers the orders of an e-mail address, never a SKU look-up of it', () => {
    const extras = { skuLookup: true, emailOrders: true };
    expect(keys(' jo@example.com ', [], true, extras)).toEqual(['email:jo@example.com']);
    // Without the right to filter orders by e-mail, nothing is offered.
    expect(keys('jo@example.com', [], true, { skuLookup: true })).toEqual([]);
    expect(keys('jo @example.com', [], true, extras)).toEqual([]);
  });
});

describe('the orders search field and the quick finder', () => {
  const extras = { order: null, skuLookup: false, emailOrders: true };
  const finderSaysEmail = (text: string) =>
    finderOptions(text, [], extras).some((option) => option.kind === 'email');
  const searchSaysEmail = (text: string) => readOrderSearch(text)?.target === 'email';

  it.each(['jo@example.com', ' jo@example.com ', 'jo @example.com', 'jo@', 'a@b@c', 'SBX-1'])(
    'agree whether %j is an e-mail address',
    (text) => {
      expect(searchSaysEmail(text)).toBe(finderSaysEmail(text));
      expect(searchSaysEmail(text)).toBe(asEmail(text) !== null);
    },
  );
});

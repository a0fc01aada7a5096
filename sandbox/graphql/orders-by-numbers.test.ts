/**
 * The order import's batched lookup against the sandbox: each used slot is the `orders` list
 * filtered by one order number (an exact match), unused slots are skipped and cost nothing, and
 * the request is estimated and charged exactly by the service's formula.
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../shared/operations/catalogue.ts';
import {
  ORDERS_BY_NUMBERS_SLOTS,
  ordersByNumbersVariables,
  slotAlias,
} from '../../shared/operations/orders-by-numbers.ts';
import type { Order } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let orders: Order[];
let token: string;
beforeAll(async () => {
  t = await startTestSandbox({ orders: 40 });
  orders = t.sandbox.data.accounts.find((a) => a.id === t.owner.account_id)?.orders ?? [];
  if (orders.length < 30) throw new Error('not enough seeded orders');
  token = t.token(['view:orders']);
});
afterAll(() => t.close());

const QUERY = print(OPERATIONS.OrdersByNumbers.document);

const numbersOf = (n: number): string[] => orders.slice(0, n).map((o) => o.order_number);

describe('OrdersByNumbers', () => {
  it('finds each number in its own slot, with the fields an import checks', async () => {
    const [a, b] = orders;
    if (!a || !b) throw new Error('setup');
    const { body } = await t.graphql(
      token,
      QUERY,
      ordersByNumbersVariables([a.order_number, 'NO-SUCH-ORDER', b.order_number]),
    );
    expect(body.errors).toBeUndefined();
    const found = (slot: number) => digList(body, `data.${slotAlias(slot)}.data.edges`);
    expect(found(0).map((e) => dig(e, 'node.id'))).toEqual([a.id]);
    expect(found(1)).toEqual([]);
    expect(found(2).map((e) => dig(e, 'node.order_number'))).toEqual([b.order_number]);
    expect(dig(found(0)[0], 'node.fulfillment_status')).toBe(a.fulfillment_status);
    expect(dig(found(0)[0], 'node.tags')).toEqual(a.tags);
    expect(dig(found(0)[0], 'node.holds.fraud_hold')).toBe(a.holds.fraud_hold);
    // Unused slots are not in the reply at all.
    expect(Object.keys(body.data ?? {})).toEqual(['o0', 'o1', 'o2']);
  });

  it('matches the number exactly: no prefix, no other case', async () => {
    const [a] = orders;
    if (!a) throw new Error('setup');
    const { body } = await t.graphql(
      token,
      QUERY,
      ordersByNumbersVariables([a.order_number.slice(0, -1), a.order_number.toLowerCase() + ' ']),
    );
    expect(digList(body, 'data.o0.data.edges')).toEqual([]);
    expect(digList(body, 'data.o1.data.edges')).toEqual([]);
  });

  it.each([1, 3, ORDERS_BY_NUMBERS_SLOTS])(
    'costs exactly 3 per number estimated and 1 + found charged (%i numbers)',
    async (n) => {
      const numbers = numbersOf(n);
      // One unknown number in the batch when there is room: it is charged 1.
      const sent = n > 1 ? [...numbers.slice(0, -1), 'NO-SUCH-ORDER'] : numbers;
      const before = await t.graphql(token, '{ user_quota { credits_remaining } }');
      const remaining = Number(dig(before.body, 'data.user_quota.credits_remaining'));
      const { body } = await t.graphql(token, QUERY, ordersByNumbersVariables(sent));
      const found = n > 1 ? n - 1 : n;
      expect(body.extensions?.throttling?.estimated_complexity).toBe(3 * n);
      expect(body.extensions?.throttling?.cost).toBe(n + found);
      expect(body.extensions?.throttling?.user_quota.credits_remaining).toBe(
        remaining - (n + found),
      );
    },
  );

  it('needs view:orders', async () => {
    const { body } = await t.graphql(
      t.token(['view:products']),
      QUERY,
      ordersByNumbersVariables(numbersOf(2)),
    );
    expect(body.errors?.[0]?.code).toBe(7);
    expect(dig(body, 'data.o0')).toBeNull();
  });

  it('refuses an empty batch or one larger than its slots', () => {
    expect(() => ordersByNumbersVariables([])).toThrow(RangeError);
    expect(() => ordersByNumbersVariables(numbersOf(ORDERS_BY_NUMBERS_SLOTS + 1))).toThrow(
      RangeError,
    );
  });
});

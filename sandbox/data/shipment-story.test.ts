import { describe, expect, it } from 'vitest';
import { isVoidedLabel } from './label-status.ts';
import { FIRST_PROFILE, SECOND_ACCOUNT_SIZE, SECOND_PROFILE } from './profiles.ts';
import { seedData, type SeedOptions } from './seed.ts';
import { storyRoles } from './shipment-story.ts';
import type { Account, Order } from './types.ts';

const NOW = Date.parse('2026-11-27T11:30:00Z');
const DAY_MS = 86_400_000;
const MIDNIGHT = Date.parse('2026-11-27T00:00:00Z');
const OPTIONS: SeedOptions = {
  seed: 3,
  products: 60,
  orders: 80,
  warehouses: 2,
  credits: 4004,
  rate: 60,
  now: NOW,
};

const ms = (isoDateTime: string): number => Date.parse(`${isoDateTime}Z`);
const STORY_SIZE = storyRoles(NOW).length;

function firstAccount(options: SeedOptions = OPTIONS): Account {
  const account = seedData(options).accounts[0];
  if (!account) throw new Error('no account');
  return account;
}

/** The story's orders are numbered after the account's own (in the order of `storyRoles`). */
const story = (account: Account): Order[] =>
  account.orders
    .filter((o) => Number(o.order_number.slice(1)) >= firstNumber(account) + ownOrders(account))
    .sort((a, b) => Number(a.order_number.slice(1)) - Number(b.order_number.slice(1)));
const firstNumber = (account: Account): number =>
  account.username === FIRST_PROFILE.username
    ? FIRST_PROFILE.firstOrderNumber
    : SECOND_PROFILE.firstOrderNumber;
const ownOrders = (account: Account): number =>
  account.username === FIRST_PROFILE.username ? OPTIONS.orders : SECOND_ACCOUNT_SIZE.orders;
const shipmentsBetween = (account: Account, from: number, to: number) =>
  account.orders
    .flatMap((order) => order.shipments)
    .filter((s) => ms(s.created_date) >= from && ms(s.created_date) < to);
const isOpen = (o: Order) =>
  o.fulfillment_status !== 'fulfilled' && o.fulfillment_status !== 'canceled';
const held = (o: Order) => Object.values(o.holds).some(Boolean);

describe('the shipments story', () => {
  it('comes after everything else: its orders are the newest ids and numbers, none reused', () => {
    const data = seedData(OPTIONS);
    const account = data.accounts[0];
    if (!account) throw new Error('no account');
    const stories = data.accounts.flatMap(story);
    const storyIds = new Set(stories.map((o) => o.legacy_id));
    const before = data.accounts.flatMap((a) => a.orders).filter((o) => !storyIds.has(o.legacy_id));
    // Drawn after both accounts, so every order seeded before keeps its legacy id.
    expect(before.every((o) => o.legacy_id < Math.min(...storyIds))).toBe(true);
    expect(account.orders).toHaveLength(OPTIONS.orders + STORY_SIZE);
    expect(data.accounts.map((a) => story(a).length)).toEqual([STORY_SIZE, STORY_SIZE]);
    const numbers = account.orders.map((o) => o.order_number);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Placed among the account's own orders in date order, and found by id.
    const dates = account.orders.map((o) => o.order_date);
    expect(dates).toEqual([...dates].sort());
    expect(story(account).every((o) => account.ordersById.get(o.id) === o)).toBe(true);
    expect(account.ordersById.size).toBe(account.orders.length);
  });

  it('ships two orders today, one of them with a voided label printed again', () => {
    const account = firstAccount();
    const today = shipmentsBetween(account, MIDNIGHT, NOW + 1);
    const storyToday = today.filter((s) => story(account).some((o) => o.id === s.order_id));
    expect(storyToday).toHaveLength(2);
    const withVoided = today.filter((s) => s.shipping_labels.some(isVoidedLabel));
    expect(withVoided).toHaveLength(1);
    const [voidedShipment] = withVoided;
    const labels = voidedShipment?.shipping_labels ?? [];
    expect(labels.map((l) => l.status)).toEqual(['voided', 'valid']);
    // The shipment's items went out under the replacement label.
    expect(voidedShipment?.line_items.every((li) => li.shipping_label_id === labels[1]?.id)).toBe(
      true,
    );
    expect(labels[0]?.tracking_number).not.toBe(labels[1]?.tracking_number);
  });

  it('ships two orders yesterday; every story shipment is before now and its order fulfilled', () => {
    const account = firstAccount();
    const yesterday = shipmentsBetween(account, MIDNIGHT - DAY_MS, MIDNIGHT).filter((s) =>
      story(account).some((o) => o.id === s.order_id),
    );
    expect(yesterday).toHaveLength(2);
    for (const order of story(account).filter((o) => o.shipments.length > 0)) {
      expect(order.fulfillment_status).toBe('fulfilled');
      expect(ms(order.shipments[0]?.created_date ?? '')).toBeLessThanOrEqual(NOW);
      expect(order.line_items.every((li) => li.quantity_shipped === li.quantity)).toBe(true);
      expect(order.order_history.at(-1)?.information).toBe(
        'Status changed from pending to fulfilled',
      );
    }
  });

  it('leaves two open orders late and two due within a day, one of each on hold', () => {
    const account = firstAccount();
    const open = story(account).filter(isOpen);
    const due = (o: Order) => ms(o.required_ship_date ?? '');
    const late = open.filter((o) => due(o) < NOW);
    const atRisk = open.filter((o) => due(o) >= NOW && due(o) < NOW + DAY_MS);
    expect(late).toHaveLength(2);
    expect(atRisk).toHaveLength(2);
    expect(late.filter(held).map((o) => o.holds.address_hold)).toEqual([true]);
    expect(atRisk.filter(held).map((o) => o.holds.operator_hold)).toEqual([true]);
    // The hold is told in the order's history, as the general seeding does.
    expect(late.find(held)?.order_history.map((h) => h.information)).toContainEqual(
      expect.stringMatching(/^Address hold placed/),
    );
    expect(open.every((o) => o.shipments.length === 0)).toBe(true);
  });

  it('keeps today’s shipments today however early in the day the sandbox starts', () => {
    const early = MIDNIGHT + 90_000;
    const account = firstAccount({ ...OPTIONS, now: early });
    const today = shipmentsBetween(account, MIDNIGHT, early + 1).filter((s) =>
      story(account).some((o) => o.id === s.order_id),
    );
    expect(today).toHaveLength(2);
  });

  it('leaves an account seeded without orders empty', () => {
    expect(firstAccount({ ...OPTIONS, orders: 0 }).orders).toEqual([]);
  });

  it('is the same every time for the same options', () => {
    expect(story(firstAccount())).toEqual(story(firstAccount()));
  });
});

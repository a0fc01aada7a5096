/**
 * Yesterday's and today's stock movements, for the Stock changes feed and the morning brief: a
 * steady run of routine shipping deductions (the service's 'Order picked', one to three units)
 * beside a few large manual adjustments made by the account's people, each with its reason.
 *
 * Seeded after everything else, from a stream of its own and with legacy ids drawn after every
 * other record, so nothing seeded before moves. Only records whose history ends before yesterday
 * are touched (so each history stays in time order), and a deduction never takes a record to
 * or below its reorder level, nor under what is allocated: the low-stock lists stay as they were.
 */
import { SHIPPING_DEDUCTION_REASON } from '../../shared/inventory/stock-change-kinds.ts';
import { fastIsoDateTime } from './dates.ts';
import type { LegacyIds } from './ids.ts';
import type { Random } from './random.ts';
import type { Account, InventoryChange, User, WarehouseProduct } from './types.ts';
import { encodeId } from './types.ts';

const DAY_MS = 86_400_000;
/** Deductions per day at most; a small account gets one for every third record. */
export const ROUTINE_PER_DAY = 40;

/** The manual adjustments of each day (yesterday first), in the words people write. */
export const MANUAL_ADJUSTMENTS: readonly (readonly { reason: string; direction: 1 | -1 }[])[] = [
  [
    { reason: 'Moved to quarantine: supplier recall', direction: -1 },
    { reason: 'Recount after bin move: found a pallet in overstock', direction: 1 },
  ],
  [
    { reason: 'Pallet damaged by forklift, written off', direction: -1 },
    { reason: 'Wholesale consignment returned to stock', direction: 1 },
  ],
];

/** How big a manual adjustment is: always large (100+ units). */
const MANUAL_UNITS = { min: 120, max: 320 };

interface Planned {
  record: WarehouseProduct;
  at: number;
  delta: number;
  reason: string;
  userId: string;
}

type RecentAccount = Pick<Account, 'id' | 'users' | 'warehouseProductsBySku' | 'inventoryChanges'>;

function wholeSeconds(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

function lastChangeMs(record: WarehouseProduct): number {
  return Date.parse(`${record.updated_at}Z`);
}

/** Units a record can lose and stay above its reorder level and its allocations. */
function spare(record: WarehouseProduct): number {
  return Math.min(record.available - record.reorder_level - 1, record.on_hand - record.allocated);
}

/** The account's named people (developers are integrations, not people who move stock). */
function people(users: readonly User[]): readonly User[] {
  const named = users.filter((user) => user.kind !== 'developer');
  return named.length > 0 ? named : users;
}

function plan(
  rng: Random,
  records: readonly WarehouseProduct[],
  users: readonly User[],
  days: readonly { start: number; end: number }[],
): Planned[] {
  const planned: Planned[] = [];
  const staff = people(users);
  const routine = Math.min(ROUTINE_PER_DAY, Math.floor(records.length / 3));
  days.forEach((day, index) => {
    const at = (): number => wholeSeconds(day.start + rng.next() * (day.end - day.start));
    for (let i = 0; i < routine; i++) {
      const record = rng.pick(records);
      const delta = -rng.int(1, 3);
      planned.push({
        record,
        at: at(),
        delta,
        reason: SHIPPING_DEDUCTION_REASON,
        userId: rng.pick(users).id,
      });
    }
    for (const manual of MANUAL_ADJUSTMENTS[index] ?? []) {
      const units = rng.int(MANUAL_UNITS.min, MANUAL_UNITS.max);
      // Never a low record, not even upwards: the low-stock lists stay as they were.
      const needed = manual.direction > 0 ? 0 : units + 3 * routine;
      const able = records.filter((r) => spare(r) > needed);
      if (able.length === 0) continue;
      const record = rng.pick(able);
      planned.push({
        record,
        at: at(),
        delta: manual.direction * units,
        reason: manual.reason,
        userId: rng.pick(staff).id,
      });
    }
  });
  return planned.sort((a, b) => a.at - b.at);
}

export function seedRecentStock(
  rng: Random,
  ids: LegacyIds,
  account: RecentAccount,
  now: number,
): void {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const yesterday = today - DAY_MS;
  const records = [...account.warehouseProductsBySku.values()]
    .flat()
    .filter((record) => lastChangeMs(record) < yesterday);
  if (records.length === 0 || account.users.length === 0) return;
  const days = [
    { start: yesterday, end: today - 1000 },
    { start: today, end: Math.max(today, now) },
  ];
  const added: InventoryChange[] = [];
  for (const step of plan(rng, records, account.users, days)) {
    const { record, delta } = step;
    // Checked when it happens: earlier deductions of the same record have already been made.
    if (delta < 0 && spare(record) < -delta) continue;
    const legacyId = ids.next('InventoryChange');
    const createdAt = fastIsoDateTime(step.at);
    added.push({
      id: encodeId('InventoryChange', legacyId),
      legacy_id: legacyId,
      user_id: step.userId,
      account_id: account.id,
      warehouse_id: record.warehouse_id,
      sku: record.sku,
      previous_on_hand: record.on_hand,
      change_in_on_hand: delta,
      reason: step.reason,
      cycle_counted: false,
      location_id: null,
      created_at: createdAt,
    });
    record.on_hand += delta;
    record.available = record.on_hand - record.allocated;
    record.updated_at = createdAt;
  }
  // Oldest first, as the rest of the history; a stable sort keeps same-second changes in order.
  account.inventoryChanges.push(...added);
  account.inventoryChanges.sort((a, b) =>
    a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0,
  );
}

/**
 * The morning brief (electron/brief/), through the product code over the real broker and the
 * sandbox, on one fake clock:
 *  - a day's worth of events happens at the sandbox from yesterday's local midnight to 09:00
 *    today (holds placed, orders fulfilled and shipped, stock picked and adjusted, PO receipts,
 *    returns arriving), through its GraphQL mutations; shipments, which no mutation creates, are
 *    added to the sandbox's data as its seeding does;
 *  - the first brief of the day, and its credits;
 *  - an hour of the same events, then the refresh that brings the brief up to date: its credits,
 *    queries, the records that changed at the service in that hour (orders changed, stock changes,
 *    shipments and returns made), and the credits per changed record beyond one per query;
 *  - a restart: the time from asking for the brief to having it from the sealed file (AES-GCM
 *    standing in for safeStorage), with no request.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { encodeId, type Order, type Shipment } from '../sandbox/data/types.ts';
import { isOpenStatus } from '../shared/orders/lateness.ts';
import { activeHolds } from '../shared/orders/holds.ts';
import { createDirectoryFiles } from '../electron/replica/replica-files.ts';
import { serviceTime } from '../electron/brief/period.ts';
import {
  HOLD,
  RECEIVE_PO,
  REMOVE_STOCK,
  ADD_STOCK,
  SET_REORDER,
  SET_STATUS,
  startBriefWorld,
  TARGET,
  type BriefWorld,
} from '../electron/brief/testing/brief-world.ts';
import { createAesCipher } from './aes-cipher.ts';
import { numericFlags } from './args.ts';
import { round } from './stats.ts';

const MINUTE = 60_000;
const STEP = 10 * MINUTE;

const RETURN_RECEIVED = `mutation($data: UpdateReturnStatusInput!) {
  return_update_status(data: $data) { request_id }
}`;

/** Walks the sandbox's records in a fixed order, so a run is the same every time. */
function cycle<T>(items: readonly T[]): () => T | undefined {
  let next = 0;
  return () => (items.length === 0 ? undefined : items[next++ % items.length]);
}

interface Happenings {
  readonly holds: number;
  readonly picks: number;
  readonly shipped: number;
  readonly receipts: number;
  readonly arrivals: number;
  readonly adjustments: number;
}

function eventMaker(world: BriefWorld) {
  const { account } = world;
  const open = account.orders.filter(
    (o) => isOpenStatus(o.fulfillment_status) && activeHolds(o.holds).length === 0,
  );
  const toHold = cycle(open.filter((_, i) => i % 2 === 0));
  const toShip = cycle(open.filter((_, i) => i % 2 === 1));
  const rows = [...account.warehouseProductsBySku.values()]
    .flat()
    .filter((r) => r.on_hand - r.allocated > 300);
  const row = cycle(rows);
  const template = account.orders
    .flatMap((o) => o.shipments)
    .find((s) => s.shipping_labels.length > 0);
  const pos = account.purchaseOrders.filter(
    (p) => p.fulfillment_status === 'pending' && p.line_items.length > 0,
  );
  const po = cycle(pos);
  const returns = cycle(
    account.orders.flatMap((o) => o.returns).filter((r) => r.status === 'pending'),
  );
  let shipmentId = 900_000_000;

  const ship = (order: Order): void => {
    if (!template) return;
    const legacy = ++shipmentId;
    const id = encodeId('Shipment', legacy);
    const now = serviceTime(world.scheduler.now());
    const shipment: Shipment = {
      ...template,
      id,
      legacy_id: legacy,
      order_id: order.id,
      created_date: now,
      line_items: [],
      shipping_labels: template.shipping_labels.map((label) => ({
        ...label,
        shipment_id: id,
        order_id: order.id,
        order_number: order.order_number,
        created_date: now,
      })),
    };
    order.shipments.push(shipment);
    account.version += 1;
  };

  // A few rows sit just above their reorder level, so the day's picks take some across it.
  const nearLevel = rows.slice(0, 10);
  const setLevels = async (): Promise<void> => {
    for (const r of nearLevel) {
      await world.service(SET_REORDER, {
        data: {
          sku: r.sku,
          warehouse_id: r.warehouse_id,
          reorder_level: r.on_hand - r.allocated - 1,
        },
      });
    }
  };

  // Events happen a couple of seconds apart, as people's do, not all in one second.
  const service = async (query: string, variables: Record<string, unknown>): Promise<void> => {
    world.scheduler.advance(2_000);
    await world.service(query, variables);
  };

  return {
    setLevels,
    happen: async (events: Happenings): Promise<void> => {
      for (let i = 0; i < events.holds; i++) {
        const order = toHold();
        if (order) await service(HOLD, { data: { order_id: order.id, operator_hold: true } });
      }
      for (let i = 0; i < events.picks; i++) {
        const r = row();
        if (r) {
          await service(REMOVE_STOCK, {
            data: { sku: r.sku, warehouse_id: r.warehouse_id, quantity: 1, reason: 'Order picked' },
          });
        }
      }
      for (let i = 0; i < events.adjustments; i++) {
        const r = row();
        if (r) {
          await service(ADD_STOCK, {
            data: {
              sku: r.sku,
              warehouse_id: r.warehouse_id,
              quantity: 150,
              reason: 'Found in recount',
            },
          });
        }
      }
      for (let i = 0; i < events.shipped; i++) {
        const order = toShip();
        if (!order) continue;
        await service(SET_STATUS, {
          data: { order_id: order.id, fulfillment_status: 'fulfilled', reason: 'Shipped' },
        });
        ship(order);
      }
      for (let i = 0; i < events.receipts; i++) {
        const next = po();
        const line = next?.line_items[0];
        if (next && line) {
          await service(RECEIVE_PO, {
            data: {
              po_id: next.id,
              line_items: [{ sku: line.sku, quantity_received: line.quantity_received + 1 }],
            },
          });
        }
      }
      for (let i = 0; i < events.arrivals; i++) {
        const ret = returns();
        if (ret && ret.status === 'pending') {
          await service(RETURN_RECEIVED, { data: { return_id: ret.id, status: 'received' } });
        }
      }
    },
  };
}

/** Records that changed at the service in (from, to]: what the brief's streams must read. */
function changedRecords(world: BriefWorld, from: string, to: string): number {
  const within = (at: string | null) => at !== null && at > from && at <= to;
  const { account } = world;
  const orders = account.orders.filter((o) => within(o.updated_at)).length;
  const changes = account.inventoryChanges.filter((c) => within(c.created_at)).length;
  const shipments = account.orders
    .flatMap((o) => o.shipments)
    .filter((s) => within(s.created_date)).length;
  const returns = account.orders
    .flatMap((o) => o.returns)
    .filter((r) => within(r.created_at)).length;
  const arrived = account.purchaseOrders.filter((p) => within(p.arrived_at)).length;
  return orders + changes + shipments + returns + arrived;
}

export async function benchBrief(args: readonly string[]): Promise<Record<string, unknown>> {
  const flags = numericFlags(args, { orders: 1000, products: 500, hourScale: 3 });
  const dir = await mkdtemp(join(tmpdir(), 'floorboard-brief-bench-'));
  const files = createDirectoryFiles(dir);
  const cipher = createAesCipher();
  // Yesterday's local midnight (and five minutes) to 09:00 today.
  const today = new Date(2026, 10, 27);
  const start = new Date(2026, 10, 26, 0, 5).getTime();
  const nine = new Date(2026, 10, 27, 9, 0).getTime();
  const world = await startBriefWorld({
    start,
    files,
    cipher,
    sandbox: { orders: flags.orders, products: flags.products, credits: 4004, rate: 60 },
  });
  try {
    const { happen, setLevels } = eventMaker(world);
    await setLevels();
    const day = { holds: 0, picks: 2, shipped: 1, receipts: 0, arrivals: 0, adjustments: 0 };
    let step = 0;
    while (world.scheduler.now() + STEP <= nine) {
      world.scheduler.advance(STEP);
      step += 1;
      await happen({
        ...day,
        holds: step % 3 === 0 ? 1 : 0,
        receipts: step % 12 === 0 ? 1 : 0,
        arrivals: step % 8 === 0 ? 1 : 0,
        adjustments: step % 20 === 0 ? 1 : 0,
      });
    }
    world.scheduler.advance(nine - world.scheduler.now());
    const dayEvents = changedRecords(world, serviceTime(start), serviceTime(nine));

    const engine = await world.engine();
    let sentBefore = world.sent.length;
    const first = await engine.refresh();
    const firstQueries = world.sent.length - sentBefore;

    // An hour of the same events, busier (hourScale times a day's pace).
    const hourFrom = serviceTime(world.scheduler.now());
    const scale = flags.hourScale;
    // Events at 09:05, 09:15 … 09:55; the refresh at 10:00, an hour after the first brief.
    world.scheduler.advance(STEP / 2);
    for (let i = 0; i < 6; i++) {
      if (i > 0) world.scheduler.advance(STEP);
      await happen({
        holds: Math.round((scale / 3) * 1) + (i % 2),
        picks: 2 * scale,
        shipped: scale,
        receipts: i === 3 ? 1 : 0,
        arrivals: i % 2,
        adjustments: i === 5 ? 1 : 0,
      });
    }
    world.scheduler.advance(STEP / 2);
    const hourTo = serviceTime(world.scheduler.now());
    const changed = changedRecords(world, hourFrom, hourTo);
    sentBefore = world.sent.length;
    const refreshed = await engine.refresh();
    const refreshQueries = world.sent.length - sentBefore;
    const refreshCredits = refreshed?.lastRefreshCredits ?? 0;

    world.scheduler.advance(MINUTE);
    sentBefore = world.sent.length;
    const idle = await engine.refresh();
    const idleQueries = world.sent.length - sentBefore;
    await engine.dispose();

    // A restart: the brief from the sealed file, no request.
    sentBefore = world.sent.length;
    const t0 = performance.now();
    const restarted = await world.engine();
    const warm = restarted.get();
    const warmMs = performance.now() - t0;
    await restarted.dispose();

    return {
      bench: 'brief',
      orders: flags.orders,
      products: flags.products,
      day_changed_records: dayEvents,
      first_brief_credits: first?.lastRefreshCredits ?? null,
      first_brief_queries: firstQueries,
      first_brief_counts: Object.fromEntries((first?.lines ?? []).map((l) => [l.kind, l.count])),
      refresh_credits: refreshCredits,
      refresh_queries: refreshQueries,
      changed_records: changed,
      refresh_credits_per_changed:
        changed > 0 ? round((refreshCredits - refreshQueries) / changed, 3) : null,
      idle_refresh_credits: idle?.lastRefreshCredits ?? null,
      idle_refresh_queries: idleQueries,
      day_credits: idle?.dayCredits ?? null,
      warm_brief_ms: round(warmMs, 1),
      warm_requests: world.sent.length - sentBefore,
      warm_matches: JSON.stringify(warm?.lines) === JSON.stringify(idle?.lines),
      period_since: first?.since ?? null,
      today: today.toDateString(),
      profile: TARGET.profileId,
    };
  } finally {
    await world.close();
    await rm(dir, { recursive: true, force: true });
  }
}

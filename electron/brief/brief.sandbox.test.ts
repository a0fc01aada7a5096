/**
 * The brief against the real sandbox: each line's rule, what a refresh spends (only what changed),
 * alerts raised once, and the kept brief across a restart and a sign-out. The sandbox and the
 * brief run on one fake clock.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isLargeAdjustment } from '../../shared/inventory/stock-change-kinds.ts';
import { lateStatuses } from '../../shared/orders/late-reads.ts';
import { isLate, isOpenStatus, serviceDateMs } from '../../shared/orders/lateness.ts';
import { STATUS_SAMPLE_SIZE, statusesByUse } from '../../shared/orders/status-sample.ts';
import { activeHolds } from '../../shared/orders/holds.ts';
import { isOverdue } from '../../shared/returns/overdue.ts';
import { isProcessedStatus } from '../../shared/returns/statuses.ts';
import { isVoided } from '../../shared/shipments/shipped-rows.ts';
import { serviceTime } from './period.ts';
import {
  ADD_STOCK,
  countOn,
  HOLD,
  idsOn,
  RECEIVE_PO,
  REMOVE_STOCK,
  SET_REORDER,
  startBriefWorld,
  TARGET,
  type BriefWorld,
} from './testing/brief-world.ts';
import { briefFileName } from './brief-store.ts';
import type { Brief } from '../../shared/brief/brief.ts';

let world: BriefWorld;
beforeEach(async () => {
  world = await startBriefWorld();
});
afterEach(() => world.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What the requests since `from` (an index into world.sent) spent. */
function spentSince(from: number) {
  const sent = world.sent.slice(from);
  return {
    credits: sent.reduce((sum, each) => sum + each.credits, 0),
    queries: sent.length,
    operations: sent.map((each) => each.operation),
  };
}

function openOrderWithoutHold() {
  const order = world.account.orders.find(
    (o) => isOpenStatus(o.fulfillment_status) && activeHolds(o.holds).length === 0,
  );
  if (!order) throw new Error('no open order without a hold');
  return order;
}

/** A warehouse row with room for a large removal. */
function wellStockedRow() {
  const row = [...world.account.warehouseProductsBySku.values()]
    .flat()
    .find((r) => r.on_hand - r.allocated >= 200);
  if (!row) throw new Error('no well stocked row');
  return row;
}

/** A recent return, not processed and not overdue now. */
function quietReturn() {
  const now = world.scheduler.now();
  return world.account.orders
    .flatMap((o) => o.returns)
    .find(
      (r) =>
        r.line_items.length > 0 &&
        !isProcessedStatus(r.status) &&
        !isOverdue(r, now) &&
        r.created_at >= serviceTime(now - 10 * 24 * HOUR),
    );
}

/**
 * Two quiet refreshes a minute apart: the first reads each cursor's own second again and, since
 * that second is then proven over at the service, moves past it; the second costs its queries.
 */
async function settleCursors(engine: { refresh(): Promise<Brief | null> }): Promise<void> {
  world.scheduler.advance(MINUTE);
  await engine.refresh();
  world.scheduler.advance(MINUTE);
  const before = world.sent.length;
  await engine.refresh();
  const spent = spentSince(before);
  expect(spent.credits).toBe(spent.queries);
}

async function firstBrief(): Promise<{
  engine: Awaited<ReturnType<BriefWorld['engine']>>;
  brief: Brief | null;
}> {
  const engine = await world.engine();
  const brief = await engine.refresh();
  return { engine, brief };
}

describe('the morning brief against the sandbox', () => {
  it('reports a hold placed after the last look as a new hold, and alerts once', async () => {
    world.settings = { kinds: ['order-on-hold'], budgetShare: 0.05 };
    const { engine } = await firstBrief();
    expect(world.alerts).toEqual([]); // the first brief reports the period, raising nothing
    const order = openOrderWithoutHold();
    world.scheduler.advance(MINUTE);
    await world.service(HOLD, { data: { order_id: order.id, operator_hold: true } });
    world.scheduler.advance(MINUTE);
    const brief = await engine.refresh();
    expect(idsOn(brief, 'new-holds')).toContain(order.id);
    expect(world.alerts.map((a) => [a.kind, a.item.id])).toEqual([['order-on-hold', order.id]]);

    // Seen again (the cursor's second is read again) and after a restart: no second alert.
    world.scheduler.advance(MINUTE);
    await engine.refresh();
    await engine.dispose();
    const restarted = await world.engine();
    world.scheduler.advance(MINUTE);
    await restarted.refresh();
    expect(world.alerts).toHaveLength(1);
  });

  it('reports a large removal and the reorder level it crossed, from the stock stream and the copy', async () => {
    const row = wellStockedRow();
    const available = row.on_hand - row.allocated;
    // Level 60 below what is available: removing 120 takes it from above the level to below.
    await world.service(SET_REORDER, {
      data: { sku: row.sku, warehouse_id: row.warehouse_id, reorder_level: available - 60 },
    });
    world.settings = { kinds: ['crossed-reorder'], budgetShare: 0.05 };
    const { engine } = await firstBrief();
    world.scheduler.advance(MINUTE);
    await world.service(REMOVE_STOCK, {
      data: { sku: row.sku, warehouse_id: row.warehouse_id, quantity: 120, reason: 'Damaged' },
    });
    world.scheduler.advance(MINUTE);
    const brief = await engine.refresh();
    expect(idsOn(brief, 'large-adjustments')).toContain(row.sku);
    expect(idsOn(brief, 'crossed-reorder')).toEqual([row.sku]);
    expect(world.alerts.map((a) => a.item.id)).toEqual([row.sku]);
  });

  it('counts every large change of the period by the shared rule', async () => {
    const { brief } = await firstBrief();
    const since = serviceTime(Date.parse(brief?.since ?? ''));
    const expected = world.account.inventoryChanges.filter(
      (c) => c.created_at >= since && isLargeAdjustment(c),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(countOn(brief, 'large-adjustments')).toBe(expected.length);
  });

  it('reports a PO whose first goods arrived, once however many receipts follow', async () => {
    const po = world.account.purchaseOrders.find(
      (p) => p.arrived_at === null && p.fulfillment_status === 'pending' && p.line_items.length > 0,
    );
    const line = po?.line_items[0];
    if (!po || !line) throw new Error('no open PO');
    world.settings = { kinds: ['po-arrived'], budgetShare: 0.05 };
    const { engine } = await firstBrief();
    world.scheduler.advance(MINUTE);
    await world.service(RECEIVE_PO, {
      data: { po_id: po.id, line_items: [{ sku: line.sku, quantity_received: 1 }] },
    });
    world.scheduler.advance(MINUTE);
    const brief = await engine.refresh();
    expect(idsOn(brief, 'po-arrived')).toEqual([po.id]);
    world.scheduler.advance(MINUTE);
    await world.service(RECEIVE_PO, {
      data: { po_id: po.id, line_items: [{ sku: line.sku, quantity_received: 2 }] },
    });
    world.scheduler.advance(MINUTE);
    const before = world.sent.length;
    const again = await engine.refresh();
    expect(countOn(again, 'po-arrived')).toBe(1);
    // The PO was looked up once; the second receipt costs its stock change only.
    expect(spentSince(before).operations).not.toContain('BriefPurchaseOrder');
    expect(world.alerts).toHaveLength(1);
  });

  it('makes a watched order late when its ship date passes, without reading it again', async () => {
    // The first brief watches the open ('pending') orders.
    const order = world.account.orders.find((o) => o.fulfillment_status === 'pending');
    if (!order) throw new Error('no pending order');
    order.required_ship_date = serviceTime(world.scheduler.now() + 30 * MINUTE);
    world.account.version += 1;
    const { engine, brief } = await firstBrief();
    expect(idsOn(brief, 'became-late')).not.toContain(order.id);
    await settleCursors(engine);
    world.scheduler.advance(HOUR);
    const before = world.sent.length;
    const later = await engine.refresh();
    expect(countOn(later, 'became-late')).toBe(countOn(brief, 'became-late') + 1);
    expect(idsOn(later, 'became-late')[0]).toBe(order.id); // the newest first
    // Nothing changed at the service: one credit a query.
    const spent = spentSince(before);
    expect(spent.credits).toBe(spent.queries);
  });

  it('counts as late exactly the orders the Late list it opens shows as late', async () => {
    // Due in the period and late, under a custom open status, unchanged since before it.
    const custom = world.account.orders.find(
      (o) => o.fulfillment_status === 'awaiting-pickup' || o.fulfillment_status === 'on-hold',
    );
    if (!custom) throw new Error('no order under a custom open status');
    custom.required_ship_date = serviceTime(world.scheduler.now() - 2 * HOUR);
    custom.updated_at = serviceTime(world.scheduler.now() - 5 * 24 * HOUR);
    world.account.version += 1;
    const { brief } = await firstBrief();
    const nowMs = world.scheduler.now();
    const sinceMs = Date.parse(brief?.since ?? '');
    // The list's rule: the open statuses of the recent-orders sample, late and due since then.
    const newer = (a: { updated_at: string; id: string }, b: { updated_at: string; id: string }) =>
      b.updated_at.localeCompare(a.updated_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
    const recent = [...world.account.orders].sort(newer).slice(0, STATUS_SAMPLE_SIZE);
    const statuses = new Set(lateStatuses(statusesByUse(recent)));
    const listed = world.account.orders.filter(
      (o) =>
        statuses.has(o.fulfillment_status) &&
        isLate(o, nowMs) &&
        (serviceDateMs(o.required_ship_date) ?? 0) >= sinceMs,
    );
    expect(statuses.has(custom.fulfillment_status)).toBe(true);
    expect(listed.map((o) => o.id)).toContain(custom.id);
    expect(countOn(brief, 'became-late')).toBe(listed.length);
  });

  it('makes a return overdue 48 hours after it arrived, checking it once more first', async () => {
    const ret = quietReturn();
    const line = ret?.line_items[0];
    if (!ret || !line) throw new Error('no return');
    ret.status = 'received';
    for (const each of ret.line_items) {
      each.quantity_received = each === line ? 1 : 0;
      each.updated_at = serviceTime(world.scheduler.now() - 47 * HOUR);
    }
    world.account.version += 1;
    world.settings = { kinds: ['return-overdue'], budgetShare: 0.05 };
    world.mayPoll = false; // only the refreshes this test asks for
    const { engine, brief } = await firstBrief();
    expect(idsOn(brief, 'returns-overdue')).not.toContain(ret.id);
    world.scheduler.advance(2 * HOUR);
    const before = world.sent.length;
    const later = await engine.refresh();
    const items = later?.lines.find((l) => l.kind === 'returns-overdue')?.items ?? [];
    expect(items.map((i) => i.id)).toContain(ret.id);
    // Plain words, no raw date: the Overview and an alert show them as they are.
    for (const each of items) expect(each.detail).not.toMatch(/\d{4}-\d{2}-\d{2}|\d\d:\d\d/);
    expect(spentSince(before).operations.filter((o) => o === 'BriefReturns')).toHaveLength(2);
    expect(world.alerts.map((a) => [a.kind, a.item.id])).toEqual([['return-overdue', ret.id]]);
  });

  it('does not report a return processed before it would have been overdue', async () => {
    const ret = quietReturn();
    const line = ret?.line_items[0];
    if (!ret || !line) throw new Error('no return');
    ret.status = 'received';
    for (const each of ret.line_items) {
      each.quantity_received = each === line ? 1 : 0;
      each.updated_at = serviceTime(world.scheduler.now() - 47 * HOUR);
    }
    const { engine } = await firstBrief();
    ret.status = 'complete';
    world.scheduler.advance(2 * HOUR);
    const later = await engine.refresh();
    expect(idsOn(later, 'returns-overdue')).not.toContain(ret.id);
  });

  it('counts the orders a shipment of the period went out for, not one whose labels were all voided', async () => {
    const today = serviceTime(world.scheduler.now() - 6 * HOUR);
    const voided = world.account.orders
      .flatMap((o) => o.shipments)
      .find((s) => s.created_date >= today && s.shipping_labels.length > 0);
    if (!voided) throw new Error('no shipment today');
    for (const label of voided.shipping_labels) label.status = 'voided';
    const { brief } = await firstBrief();
    expect(idsOn(brief, 'shipments-out')).not.toContain(voided.id);
    const since = serviceTime(Date.parse(brief?.since ?? ''));
    const out = world.account.orders
      .flatMap((o) => o.shipments)
      .filter(
        (s) =>
          s.created_date >= since &&
          (s.shipping_labels.length === 0 || s.shipping_labels.some((l) => !isVoided(l))),
      );
    expect(out.length).toBeGreaterThan(0);
    // One record per order, however many shipments it went out in.
    expect(countOn(brief, 'shipments-out')).toBe(new Set(out.map((s) => s.order_id)).size);
  });

  it('spends on a refresh only the queries and the records that changed', async () => {
    const { engine } = await firstBrief();
    await settleCursors(engine);
    world.scheduler.advance(MINUTE);
    const row = wellStockedRow();
    const orders = world.account.orders
      .filter((o) => isOpenStatus(o.fulfillment_status) && activeHolds(o.holds).length === 0)
      .slice(0, 5);
    for (const order of orders) {
      await world.service(HOLD, { data: { order_id: order.id, payment_hold: true } });
    }
    for (let i = 0; i < 7; i++) {
      await world.service(ADD_STOCK, {
        data: { sku: row.sku, warehouse_id: row.warehouse_id, quantity: 1, reason: 'Found' },
      });
    }
    world.scheduler.advance(MINUTE);
    const before = world.sent.length;
    const brief = await engine.refresh();
    const spent = spentSince(before);
    const changed = orders.length + 7;
    expect(countOn(brief, 'new-holds')).toBeGreaterThanOrEqual(orders.length);
    expect(spent.credits - spent.queries).toBe(changed);
    expect(brief?.lastRefreshCredits).toBe(spent.credits);
  });

  it('keeps the brief and its cursor across a restart, and wipes it at sign-out', async () => {
    const { engine, brief } = await firstBrief();
    await engine.dispose();
    const before = world.sent.length;
    const restarted = await world.engine();
    expect(restarted.get()).toEqual(brief);
    expect(world.sent.length).toBe(before); // read from what is kept: no request
    world.scheduler.advance(MINUTE);
    const refreshed = await restarted.refresh();
    const spent = spentSince(before);
    // The cursor survived: no first-brief reads (the open orders, the returns window).
    expect(spent.queries).toBe(4);
    expect(refreshed?.dayCredits).toBe((brief?.dayCredits ?? 0) + spent.credits);

    await restarted.stop({ wipe: true });
    expect(world.files.names()).not.toContain(briefFileName(TARGET.profileId));
    const afterSignOut = await world.engine();
    expect(afterSignOut.get()).toBeNull();
  });

  it('keeps the last good lines when a refresh fails, and says so', async () => {
    const { engine, brief } = await firstBrief();
    await world.harness.sandbox.close();
    world.scheduler.advance(MINUTE);
    const failed = await engine.refresh();
    expect(failed?.state).toMatch(/stale|error/);
    expect(failed?.error).not.toBeNull();
    expect(failed?.lines).toEqual(brief?.lines);
    expect(failed?.updatedAt).toBe(brief?.updatedAt);
  });
});

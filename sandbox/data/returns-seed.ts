/**
 * The sandbox's returns. Two parts, each leaving the data seeded before it as it was:
 * - `seedDeliveredReturn`: some delivered orders come back (one line, partly or wholly), drawn
 *   from the fulfillment stream while the orders' fulfillment is seeded, as it always was.
 * - `seedReturnQueue`: a returns desk's queue with a return of every status, among them one that
 *   arrived two and a half days ago and is still not processed, drawn from a stream of its own after all
 *   accounts are seeded (so no other record's id moves).
 * Labels and return history take no random draws.
 */
import { fastIsoDateTime } from './dates.ts';
import type { HistoryAuthor } from './history.ts';
import type { LegacyIds } from './ids.ts';
import { formatCents } from './money.ts';
import type { Random } from './random.ts';
import { returnHistoryEntry, returnLabel, updateReturnTotals } from './return-records.ts';
import type { LineItem, Order, Return, ReturnLineItem, Shipment } from './types.ts';
import { encodeId } from './types.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DESK: HistoryAuthor = { service: 'Returns desk' };

const RETURN_REASONS = [
  'Too small',
  'Too large',
  'Changed mind',
  'Damaged in transit',
  'Not as described',
];

function ms(isoDateTime: string): number {
  return Date.parse(`${isoDateTime}Z`);
}

function returnLine(
  ids: LegacyIds,
  order: Order,
  returnId: string,
  item: LineItem,
  quantity: number,
  reason: string,
  createdAt: string,
): ReturnLineItem {
  const legacyId = ids.next('ReturnLineItem');
  return {
    id: encodeId('ReturnLineItem', legacyId),
    legacy_id: legacyId,
    order_id: order.id,
    account_id: order.account_id,
    line_item_id: item.id,
    warehouse_id: item.warehouse_id,
    return_id: returnId,
    quantity,
    quantity_received: 0,
    restock: 0,
    condition: null,
    reason,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

interface ReturnShell {
  order: Order;
  shipment: Shipment;
  reason: string;
  createdMs: number;
  status: string;
  lines: ReturnLineItem[];
}

function returnRecord(ids: LegacyIds, legacyId: number, shell: ReturnShell): Return {
  const { order, shipment, reason } = shell;
  const returnId = encodeId('Return', legacyId);
  const createdAt = fastIsoDateTime(shell.createdMs);
  const free = reason === 'Damaged in transit';
  const cost = formatCents(free ? 0 : 695);
  const record: Return = {
    id: returnId,
    legacy_id: legacyId,
    account_id: order.account_id,
    order_id: order.id,
    reason,
    status: shell.status,
    label_type: free ? 'FREE' : 'PAID',
    label_cost: cost,
    cost_to_customer: cost,
    shipping_carrier: 'USPS',
    shipping_method: 'Ground Advantage',
    address: shipment.address,
    line_items: shell.lines,
    total_items_expected: 0,
    total_items_received: 0,
    total_items_restocked: 0,
    created_at: createdAt,
    labels: [
      returnLabel(
        ids.next('RmaLabel'),
        shipment.address,
        'USPS',
        'Ground Advantage',
        cost,
        createdAt,
      ),
    ],
    return_history: [],
  };
  updateReturnTotals(record);
  record.return_history.push(
    returnHistoryEntry(ids, record, DESK, `Return created: ${reason}`, createdAt),
  );
  return record;
}

/** What the fulfillment seeding passes in: its stream, and how it writes the order's history. */
export interface DeliveredReturnSeeding {
  rng: Random;
  ids: LegacyIds;
  now: number;
  staffMember: () => HistoryAuthor;
  note: (author: HistoryAuthor, text: string, ms: number) => void;
}

/** Some delivered orders come back: one line, partly or wholly, received and restocked by now or not. */
export function seedDeliveredReturn(s: DeliveredReturnSeeding, order: Order): void {
  const { rng, ids } = s;
  const shipment = order.shipments.find((candidate) => candidate.delivered);
  if (!shipment || !rng.chance(0.12)) return;
  const shippedLine = rng.pick(shipment.line_items);
  const item = order.line_items.find((candidate) => candidate.id === shippedLine.line_item_id);
  if (!item) return;
  const createdMs = Math.min(ms(shipment.created_date) + rng.int(6, 20) * DAY_MS, s.now - HOUR_MS);
  const legacyId = ids.next('Return');
  const quantity = rng.int(1, item.quantity);
  const received = createdMs + 6 * DAY_MS < s.now;
  const reason = rng.pick(RETURN_REASONS);
  const restocked = received && reason !== 'Damaged in transit' ? quantity : 0;
  const createdAt = fastIsoDateTime(createdMs);
  const line = returnLine(
    ids,
    order,
    encodeId('Return', legacyId),
    item,
    quantity,
    reason,
    createdAt,
  );
  if (received) {
    line.quantity_received = quantity;
    line.restock = restocked;
    line.condition = restocked > 0 ? 'good' : 'damaged';
  }
  const entry = returnRecord(ids, legacyId, {
    order,
    shipment,
    reason,
    createdMs,
    status: received ? 'complete' : 'pending',
    lines: [line],
  });
  order.returns.push(entry);
  s.note(s.staffMember(), `Return created for ${quantity} × ${item.sku}: ${reason}`, createdMs);
  if (received) {
    const receivedMs = createdMs + 6 * DAY_MS;
    s.note(DESK, `Return received: ${quantity} × ${item.sku}, ${restocked} restocked`, receivedMs);
    entry.return_history.push(
      returnHistoryEntry(
        ids,
        entry,
        DESK,
        `Received ${quantity}, restocked ${restocked}`,
        fastIsoDateTime(receivedMs),
      ),
    );
  }
}

/** One return of the queue: its status, and how many hours ago its items arrived (if they did). */
interface QueueEntry {
  status: string;
  arrivedHoursAgo: number | null;
}

/**
 * The queue's returns, oldest arrival first. "received" 60 hours ago is the overdue one; the
 * "partial" 20 hours ago and "received" 6 hours ago are within the 48 hours. The overdue one
 * became overdue 12 hours ago, so always after the start of yesterday (at least 24 hours ago),
 * which is where the morning brief's "since yesterday" starts, whatever the hour: 75 hours, as
 * it was, fell before it in the first three hours of a day.
 */
export const RETURN_QUEUE: readonly QueueEntry[] = [
  { status: 'complete', arrivedHoursAgo: 120 },
  { status: 'received', arrivedHoursAgo: 60 },
  { status: 'partial', arrivedHoursAgo: 20 },
  { status: 'received', arrivedHoursAgo: 6 },
  { status: 'pending', arrivedHoursAgo: null },
  { status: 'pending', arrivedHoursAgo: null },
  { status: 'canceled', arrivedHoursAgo: null },
];

function candidates(orders: readonly Order[], now: number): { order: Order; shipment: Shipment }[] {
  const found: { order: Order; shipment: Shipment }[] = [];
  for (const order of orders) {
    if (order.returns.length > 0) continue;
    const shipment = order.shipments.find(
      (s) => s.delivered && ms(s.created_date) < now - 20 * DAY_MS,
    );
    // Two shipped lines, so a partly arrived return can have one line in and one still out.
    if (shipment && shipment.line_items.length >= 2) found.push({ order, shipment });
  }
  return found;
}

function queueReturn(
  rng: Random,
  ids: LegacyIds,
  now: number,
  entry: QueueEntry,
  order: Order,
  shipment: Shipment,
): Return {
  const arrivedMs = entry.arrivedHoursAgo === null ? null : now - entry.arrivedHoursAgo * HOUR_MS;
  const createdMs = (arrivedMs ?? now) - rng.int(2, 5) * DAY_MS;
  const createdAt = fastIsoDateTime(createdMs);
  const reason = rng.pick(RETURN_REASONS.filter((r) => r !== 'Damaged in transit'));
  const legacyId = ids.next('Return');
  const returnId = encodeId('Return', legacyId);
  const lines = shipment.line_items.slice(0, 2).flatMap((shipped) => {
    const item = order.line_items.find((candidate) => candidate.id === shipped.line_item_id);
    return item
      ? [returnLine(ids, order, returnId, item, rng.int(1, item.quantity), reason, createdAt)]
      : [];
  });
  const record = returnRecord(ids, legacyId, {
    order,
    shipment,
    reason,
    createdMs,
    status: entry.status,
    lines,
  });
  if (arrivedMs !== null) {
    const arrivedAt = fastIsoDateTime(arrivedMs);
    // A partly arrived return has its first line in; the others are still on their way.
    const arrived = entry.status === 'partial' ? lines.slice(0, 1) : lines;
    for (const line of arrived) {
      line.quantity_received = line.quantity;
      line.condition = 'good';
      line.updated_at = arrivedAt;
      if (entry.status === 'complete') line.restock = line.quantity;
    }
    updateReturnTotals(record);
    record.return_history.push(
      returnHistoryEntry(ids, record, DESK, `Received ${record.total_items_received}`, arrivedAt),
    );
  }
  if (entry.status === 'complete' || entry.status === 'canceled') {
    const doneMs = arrivedMs === null ? createdMs + DAY_MS : arrivedMs + 2 * HOUR_MS;
    record.return_history.push(
      returnHistoryEntry(
        ids,
        record,
        DESK,
        `Status changed to ${entry.status}`,
        fastIsoDateTime(doneMs),
      ),
    );
  }
  return record;
}

/** Adds the queue's returns to orders that have none, each delivered over 20 days ago. */
export function seedReturnQueue(
  rng: Random,
  ids: LegacyIds,
  orders: readonly Order[],
  now: number,
): void {
  const open = candidates(orders, now);
  for (const entry of RETURN_QUEUE) {
    if (open.length === 0) return;
    const [picked] = open.splice(rng.int(0, open.length - 1), 1);
    if (picked)
      picked.order.returns.push(queueReturn(rng, ids, now, entry, picked.order, picked.shipment));
  }
}

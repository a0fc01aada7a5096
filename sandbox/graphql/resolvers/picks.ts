/**
 * `picks_per_day`: the picks behind the shipments the account already has. Every shipped line was
 * picked once, shortly before its shipment was made, from the bin its warehouse record names, by
 * one of the account's warehouse people; so picks always agree with shipped orders (same SKUs,
 * quantities, warehouses and order numbers) and change when shipments do. Filters: `warehouse_id`
 * and `date_from` / `date_to` (instants, both inclusive) on the pick's `created_at`.
 */
import { encodeId, isoDateTime, type LineItem, type Order, type User } from '../../data/types.ts';
import { optionalString } from '../args.ts';
import type { Args, RequestContext, RootResolver } from '../context.ts';
import { connectionRoot } from './connection-root.ts';
import { dateTimeRange } from './date-range.ts';
import { PICK_SORT } from './sort-attributes.ts';

const MINUTE_MS = 60_000;

/** The schema's `Pick`, without its two relationships (resolved below). */
export interface Pick {
  id: string;
  legacy_id: number;
  user_id: string | null;
  tote_id: string | null;
  line_item_id: string;
  pending_shipment_line_item_id: string | null;
  location_id: string | null;
  warehouse_id: string | null;
  order_id: string;
  order_number: string;
  user_first_name: string | null;
  user_last_name: string | null;
  inventory_bin: string | null;
  sku: string;
  quantity: number;
  picked_quantity: number;
  pick_type: string;
  barcode_scanned: string | null;
  created_at: string;
}

/** Developers use the API, not the warehouse floor. */
function pickersOf(users: readonly User[]): readonly User[] {
  const floor = users.filter((user) => user.kind !== 'developer');
  return floor.length > 0 ? floor : users;
}

/** Every pick of the account, oldest first (the default order). */
export function picksOf(context: RequestContext): readonly Pick[] {
  const { account } = context;
  return context.views.view(account, 'picks', () => {
    const pickers = pickersOf(account.users);
    const picks: Pick[] = [];
    for (const order of account.orders) {
      for (const shipment of order.shipments) {
        const shippedMs = Date.parse(`${shipment.created_date}Z`);
        for (const shipped of shipment.line_items) {
          const line = order.line_items.find((li) => li.id === shipped.line_item_id);
          if (!line) continue;
          picks.push(
            pickOf(
              account.warehouseProductsBySku,
              pickers,
              order,
              line,
              shipment.warehouse_id,
              shipped,
              shippedMs,
            ),
          );
        }
      }
    }
    return picks.sort((a, b) =>
      a.created_at < b.created_at
        ? -1
        : a.created_at > b.created_at
          ? 1
          : a.legacy_id - b.legacy_id,
    );
  });
}

function pickOf(
  stock: RequestContext['account']['warehouseProductsBySku'],
  pickers: readonly User[],
  order: Order,
  line: LineItem,
  warehouseId: string | null,
  shipped: { legacy_id: number; quantity: number },
  shippedMs: number,
): Pick {
  // Deterministic from the shipped line: who picked and how long before the shipment.
  const picker = pickers[shipped.legacy_id % Math.max(1, pickers.length)];
  const record = stock.get(line.sku)?.find((wp) => wp.warehouse_id === warehouseId);
  return {
    id: encodeId('Pick', shipped.legacy_id),
    legacy_id: shipped.legacy_id,
    user_id: picker?.id ?? null,
    tote_id: null,
    line_item_id: line.id,
    pending_shipment_line_item_id: null,
    location_id: null,
    warehouse_id: warehouseId,
    order_id: order.id,
    order_number: order.order_number,
    user_first_name: picker?.first_name ?? null,
    user_last_name: picker?.last_name ?? null,
    inventory_bin: record?.inventory_bin ?? null,
    sku: line.sku,
    quantity: shipped.quantity,
    picked_quantity: shipped.quantity,
    pick_type: 'order',
    barcode_scanned: line.barcode,
    created_at: isoDateTime(shippedMs - (20 + (shipped.legacy_id % 100)) * MINUTE_MS),
  };
}

const PICK_FILTERS = ['warehouse_id', 'date_from', 'date_to'];

function filterPicks(picks: readonly Pick[], args: Args): readonly Pick[] {
  const warehouse = optionalString(args, 'warehouse_id');
  const created = dateTimeRange(args, 'date_from', 'date_to');
  return picks.filter(
    (pick) =>
      (warehouse === undefined || pick.warehouse_id === warehouse) && created(pick.created_at),
  );
}

export const pickQueryResolvers: Readonly<Record<string, RootResolver>> = {
  picks_per_day: connectionRoot('picks_per_day', PICK_FILTERS, picksOf, filterPicks, PICK_SORT),
};

type FieldResolver<S> = (source: S, args: Args, context: RequestContext) => unknown;

export const pickFields: Record<string, FieldResolver<Pick>> = {
  order: (pick, _args, context) => context.account.ordersById.get(pick.order_id) ?? null,
  line_item: (pick, _args, context) =>
    context.account.ordersById
      .get(pick.order_id)
      ?.line_items.find((li) => li.id === pick.line_item_id) ?? null,
};

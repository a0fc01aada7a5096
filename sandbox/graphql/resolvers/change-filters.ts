/**
 * `inventory_changes`' filters, all the schema gives, combined with AND. Without `sku` the answer
 * is account-wide. `reason` is a contains search that needs a range of at most 60 days
 * (change-reason.ts); `date_from` / `date_to` compare instants, both ends inclusive, and need no
 * range limit otherwise (the service's documents give none). `customer_account_id` matches the
 * change's account. The sandbox keeps no bin locations on changes (`location_id` is null, as a
 * change made through the API has none), so `location_id` and `location_name` match nothing.
 */
import type { InventoryChange } from '../../data/types.ts';
import { optionalString } from '../args.ts';
import type { Args } from '../context.ts';
import { reasonTest } from './change-reason.ts';
import { dateTimeRange } from './date-range.ts';

export const CHANGE_FILTERS = [
  'sku',
  'warehouse_id',
  'location_id',
  'location_name',
  'date_from',
  'date_to',
  'customer_account_id',
  'reason',
];

export function filterChanges(
  changes: readonly InventoryChange[],
  args: Args,
): readonly InventoryChange[] {
  const text = (name: string): string | undefined => optionalString(args, name);
  const sku = text('sku');
  const warehouse = text('warehouse_id');
  const location = text('location_id');
  const locationName = text('location_name');
  const customer = text('customer_account_id');
  const reason = reasonTest(args);
  const created = dateTimeRange(args, 'date_from', 'date_to');
  return changes.filter(
    (c) =>
      (sku === undefined || c.sku === sku) &&
      (warehouse === undefined || c.warehouse_id === warehouse) &&
      (location === undefined || c.location_id === location) &&
      locationName === undefined &&
      (customer === undefined || c.account_id === customer) &&
      reason(c.reason) &&
      created(c.created_at),
  );
}

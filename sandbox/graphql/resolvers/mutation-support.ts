/**
 * What every mutation resolver shares: the output wrapper, legacy ids, decimal arguments, and the
 * one way `on_hand` changes (an inventory change appended, so `on_hand` stays their sum).
 */
import type { GraphQLResolveInfo } from 'graphql';
import {
  encodeId,
  isoDateTime,
  type Account,
  type InventoryChange,
  type WarehouseProduct,
} from '../../data/types.ts';
import { optionalString } from '../args.ts';
import { rootKeyOf, type Args, type RequestContext } from '../context.ts';
import { badArgument } from '../errors.ts';

const DECIMAL = /^-?\d+(\.\d+)?$/;

export function nextLegacyId(account: Account, type: string): number {
  const id = account.nextLegacyId.get(type) ?? 1;
  account.nextLegacyId.set(type, id + 1);
  return id;
}

export function result(
  context: RequestContext,
  info: GraphQLResolveInfo,
  key: string,
  value: unknown,
): object {
  return {
    request_id: context.requestId,
    complexity: context.estimates[rootKeyOf(info)] ?? 1,
    [key]: value,
  };
}

export function optionalDecimal(input: Args, name: string): string | undefined {
  const value = optionalString(input, name);
  if (value !== undefined && value !== '' && !DECIMAL.test(value)) {
    throw badArgument(`"${name}" must be a decimal string such as "12.50", got "${value}"`);
  }
  return value;
}

export function recordChange(
  context: RequestContext,
  record: WarehouseProduct,
  change: number,
  reason: string,
  cycleCounted: boolean,
): InventoryChange {
  const { account } = context;
  const legacyId = nextLegacyId(account, 'InventoryChange');
  const entry: InventoryChange = {
    id: encodeId('InventoryChange', legacyId),
    legacy_id: legacyId,
    user_id: context.principal.user.id,
    account_id: account.id,
    warehouse_id: record.warehouse_id,
    sku: record.sku,
    previous_on_hand: record.on_hand,
    change_in_on_hand: change,
    reason,
    cycle_counted: cycleCounted,
    location_id: null,
    created_at: isoDateTime(context.now),
  };
  account.inventoryChanges.push(entry);
  record.on_hand += change;
  record.available = record.on_hand - record.allocated;
  record.updated_at = entry.created_at;
  return entry;
}

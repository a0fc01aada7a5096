/**
 * Reading the purchase-order input types: decimals, counts that may not be negative, dates as
 * instants, lists, the quantities rule, and the records an input names (an open PO, a vendor).
 * Each check throws a typed service error (code 3 or 5) before anything is changed.
 */
import { isOpen, type NextId } from '../../data/purchase-order-records.ts';
import { isoDateTime, type PurchaseOrder } from '../../data/types.ts';
import { isArgs, optionalString, optionalText, requiredString } from '../args.ts';
import type { Args, RequestContext } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { parseDateTime } from './date-range.ts';
import { nextLegacyId, optionalDecimal } from './mutation-support.ts';
import { findPurchaseOrder } from './purchasing-queries.ts';

export function requiredDecimal(input: Args, name: string): string {
  const value = optionalDecimal(input, name);
  if (value === undefined || value === '') throw badArgument(`"${name}" is required`);
  return value;
}

export function nonNegative(name: string, value: number | undefined): number | undefined {
  if (value !== undefined && value < 0) {
    throw badArgument(`"${name}" must not be negative, got ${value}`);
  }
  return value;
}

export function dateTimeInput(input: Args, name: string): string | undefined {
  const value = optionalString(input, name);
  if (value === undefined) return undefined;
  const ms = parseDateTime(value.trim());
  if (ms === undefined) {
    throw badArgument(
      `"${name}" is not a valid date time: use YYYY-mm-dd HH:MM:SS or YYYY-mm-ddTHH:MM:SS`,
    );
  }
  return isoDateTime(ms);
}

export function inputList(input: Args, name: string): Args[] {
  const value = input[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badArgument(`"${name}" must be a list`);
  return value.filter(isArgs);
}

export function checkQuantities(
  sku: string,
  quantity: number,
  received: number,
  rejected: number,
): void {
  if (received + rejected > quantity) {
    throw badArgument(
      `Line "${sku}": received (${received}) and rejected (${rejected}) exceed the quantity ordered (${quantity})`,
    );
  }
}

export function openPurchaseOrder(context: RequestContext, input: Args): PurchaseOrder {
  const po = findPurchaseOrder(context, { id: requiredString(input, 'po_id') });
  if (!isOpen(po)) {
    throw badArgument(
      `Purchase order ${po.po_number} is ${po.fulfillment_status}: it takes no changes`,
    );
  }
  return po;
}

export const idsOf =
  (context: RequestContext): NextId =>
  (type) =>
    nextLegacyId(context.account, type);

export function vendorIdInput(context: RequestContext, input: Args): string | null {
  const id = optionalText(input, 'vendor_id');
  if (id !== null && !context.account.vendors.some((v) => v.id === id)) {
    throw notFound(`Vendor "${id}" not found`);
  }
  return id;
}

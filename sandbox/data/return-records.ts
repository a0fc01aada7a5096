/**
 * Building blocks of a return record shared by the seeding and the mutation: its label, its
 * history entries and its totals, which are always the sums over its lines.
 */
import { authorName, type HistoryAuthor } from './history.ts';
import type { LegacyIds } from './ids.ts';
import type { Address, Return, ReturnHistoryEntry, RmaLabel } from './types.ts';
import { encodeId } from './types.ts';

/** The label the customer ships the return with, addressed from the customer back to us. */
export function returnLabel(
  legacyId: number,
  from: Address,
  carrier: string,
  method: string,
  cost: string,
  createdAt: string,
): RmaLabel {
  return {
    id: encodeId('RMALabel', legacyId),
    legacy_id: legacyId,
    // Derived from the id, not drawn, so adding labels leaves every random stream as it was.
    tracking_number: `9202${String(legacyId).padStart(18, '0')}`,
    status: 'valid',
    created_date: createdAt,
    carrier,
    shipping_method: method,
    cost,
    to_name: from.name,
    address1: from.address1,
    address2: from.address2,
    address_city: from.city,
    address_state: from.state,
    address_zip: from.zip,
    address_country: from.country,
  };
}

export function returnHistoryEntry(
  ids: Pick<LegacyIds, 'next'> | (() => number),
  record: Pick<Return, 'id' | 'account_id'>,
  author: HistoryAuthor,
  body: string,
  createdAt: string,
): ReturnHistoryEntry {
  const legacyId = typeof ids === 'function' ? ids() : ids.next('ReturnHistory');
  return {
    id: encodeId('ReturnHistory', legacyId),
    legacy_id: legacyId,
    return_id: record.id,
    account_id: record.account_id,
    user_id: 'service' in author ? null : author.id,
    created_at: createdAt,
    body: 'service' in author ? body : `${body} (${authorName(author)})`,
  };
}

/** Sets the return's three totals from its lines. */
export function updateReturnTotals(record: Return): void {
  let expected = 0;
  let received = 0;
  let restocked = 0;
  for (const line of record.line_items) {
    expected += line.quantity;
    received += line.quantity_received;
    restocked += line.restock;
  }
  record.total_items_expected = expected;
  record.total_items_received = received;
  record.total_items_restocked = restocked;
}

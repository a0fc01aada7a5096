/**
 * Order history entries: one builder for the seeded past and for the mutations, so an entry
 * written by the sandbox at start-up and one written by `order_add_history_entry` look alike.
 */
import type { Order, OrderHistory, User } from './types.ts';
import { encodeId } from './types.ts';

/** Who wrote an entry: a user of the account, or the service itself (imports, carrier scans). */
export type HistoryAuthor = Pick<User, 'id' | 'first_name' | 'last_name'> | { service: string };

export function authorName(author: HistoryAuthor): string {
  return 'service' in author ? author.service : `${author.first_name} ${author.last_name}`;
}

export function historyEntry(
  order: Pick<Order, 'id' | 'account_id' | 'order_number'>,
  legacyId: number,
  author: HistoryAuthor,
  information: string,
  createdAt: string,
): OrderHistory {
  return {
    id: encodeId('OrderHistory', legacyId),
    legacy_id: legacyId,
    order_id: order.id,
    user_id: 'service' in author ? null : author.id,
    account_id: order.account_id,
    username: authorName(author),
    order_number: order.order_number,
    information,
    created_at: createdAt,
  };
}

/** The hold flags people can place and clear, with how the history names them. */
export const HOLD_LABELS = {
  operator_hold: 'Operator hold',
  payment_hold: 'Payment hold',
  address_hold: 'Address hold',
  fraud_hold: 'Fraud hold',
  client_hold: 'Client hold',
} as const;

export type HoldName = keyof typeof HOLD_LABELS;

export const HOLD_NAMES = Object.keys(HOLD_LABELS) as HoldName[];

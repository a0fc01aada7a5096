/**
 * `order_update_tags` replaces the whole list, so the order's tags equal to the list sent means it
 * ran; anything else means it did not (sending the same list again is then harmless).
 */
import type { AppliedCheck } from './applied.ts';
import { fieldsAt, stringField } from './fields.ts';
import { readReply } from './read-reply.ts';

/** The list as the service keeps it: trimmed, without blanks or repeats, in the order sent. */
function tagList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const tags = value.filter((t): t is string => typeof t === 'string').map((t) => t.trim());
  return [...new Set(tags.filter((t) => t !== ''))];
}

export const UPDATE_ORDER_TAGS_CHECK: AppliedCheck = {
  proves: 'at-once',
  async check({ variables }, read) {
    const input = fieldsAt(variables, 'data');
    const orderId = stringField(input, 'order_id');
    const sent = tagList(input?.['tags']);
    if (orderId === null || sent === null) return 'unknown';
    const result = await readReply(read, 'OrderDetail', { id: orderId, lineItemsFirst: 1 });
    if (!result.ok) return 'unknown';
    const order = result.value.order?.data;
    const tags = order ? tagList(order.tags) : null;
    if (tags === null) return 'unknown';
    return tags.length === sent.length && tags.every((t, i) => t === sent[i]) ? 'yes' : 'no';
  },
};

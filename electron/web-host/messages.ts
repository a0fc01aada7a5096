/**
 * Reads one text frame from the page. A frame that is not a JSON object with a usable `id` cannot
 * be answered (there is nothing to address the reply to), so the socket is closed; anything else
 * is passed on, and the dispatcher rejects unknown methods and bad payloads with a tagged reply.
 */

export type MessageId = number | string;

export type ClientMessage =
  | {
      readonly kind: 'call';
      readonly id: MessageId;
      readonly method: unknown;
      readonly payload: unknown;
    }
  | { readonly kind: 'invalid'; readonly id: MessageId; readonly message: string }
  | { readonly kind: 'unanswerable'; readonly reason: string };

const ALLOWED_KEYS = new Set(['id', 'method', 'payload']);
const MAX_ID_LENGTH = 100;

export function parseClientMessage(text: string): ClientMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'unanswerable', reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'unanswerable', reason: 'not a JSON object' };
  }
  const id: unknown = Reflect.get(value, 'id');
  if (!isMessageId(id) || !Object.hasOwn(value, 'id')) {
    return { kind: 'unanswerable', reason: 'no usable id' };
  }
  const extra = Object.keys(value).filter((key) => !ALLOWED_KEYS.has(key));
  if (extra.length > 0) return { kind: 'invalid', id, message: 'Unexpected fields in the message' };
  // JSON has no `undefined`: a method without payload arrives without the key.
  return {
    kind: 'call',
    id,
    method: Reflect.get(value, 'method'),
    payload: Reflect.get(value, 'payload'),
  };
}

function isMessageId(value: unknown): value is MessageId {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;
}

import { fail, type BridgeResult } from '../../shared/bridge/errors.ts';
import { binaryPlaceholder } from '../../shared/bridge/web-protocol.ts';

/**
 * Takes the `ArrayBuffer` fields out of a reply value before it becomes a JSON text frame
 * (JSON.stringify would quietly turn them into `{}`): each is held under a ticket and replaced by
 * `{ $binary, bytes }`. Only the value's own fields are looked at — that is where the contract
 * puts binary parts (`replica.image`'s `image`), and walking the rest of a large value (the
 * image's changed columns) would cost a pass over all of it on every reply.
 */

/** Holds one buffer; null when no ticket can be issued now. */
export type HoldBinary = (buffer: ArrayBuffer) => string | null;

export const BINARY_BUSY_MESSAGE =
  'Floorboard is holding too many large answers for this page; try again shortly.';

export function withBinaryTickets(
  result: BridgeResult<unknown>,
  hold: HoldBinary,
): BridgeResult<unknown> {
  if (!result.ok) return result;
  const { value } = result;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return result;
  if (!Object.values(value).some((field) => field instanceof ArrayBuffer)) return result;
  const carried: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!(field instanceof ArrayBuffer)) {
      carried[key] = field;
      continue;
    }
    const ticket = hold(field);
    // Tickets already issued for this reply expire unfetched.
    if (ticket === null) return fail({ kind: 'server', message: BINARY_BUSY_MESSAGE });
    carried[key] = binaryPlaceholder(ticket, field.byteLength);
  }
  return { ok: true, value: carried };
}

/**
 * The reason for a change to a purchase order, kept in its note: the service's PO changes carry
 * no reason, and the note is the PO's own free text, shown in its pane. The reason is added as a
 * line of its own ("Closed 27 Nov 2026: vendor out of stock") under what the note already says.
 */
import type { Result } from '../../shared/result.ts';

/** Floorboard's own bound on a reason, so a note stays readable. */
export const MAX_REASON_CHARS = 500;

/** The reason (null for none), or why it is refused, in words. */
export type ReasonCheck = Result<string | null, string>;

/** An empty reason is none; a long one is refused with the limit, and nothing is sent. */
export function checkReason(text: string): ReasonCheck {
  const reason = text.trim().replace(/\s+/g, ' ');
  if (reason === '') return { ok: true, value: null };
  if (reason.length > MAX_REASON_CHARS) {
    return {
      ok: false,
      error: `Keep the reason to ${MAX_REASON_CHARS} characters (it has ${reason.length}).`,
    };
  }
  return { ok: true, value: reason };
}

/** The note with the reason's line added: `what` is "Closed", "Cancelled", "Status set to …". */
export function noteWithReason(
  existing: string | null,
  what: string,
  day: string,
  reason: string,
): string {
  const line = `${what} ${day}: ${reason}`;
  const before = (existing ?? '').trimEnd();
  return before === '' ? line : `${before}\n${line}`;
}

import { fail, type BridgeResult } from '../../shared/bridge/errors.ts';
import {
  BINARY_TICKET_KEY,
  isBinaryPlaceholder,
  type BinaryPlaceholder,
} from '../../shared/bridge/web-protocol.ts';

/**
 * Puts the binary parts of a web host reply back (shared/bridge/web-protocol.ts "Binary
 * replies"): each `{ $binary, bytes }` among the reply value's own fields is fetched and replaced
 * by its `ArrayBuffer` before the call resolves. A ticket that cannot be fetched, or bytes of the
 * wrong length, fail the whole call with a network error the page can retry — never a reply with
 * a hole in it.
 */

/**
 * The bytes under a ticket (`bytes` long, as the placeholder says); null when the host refused or
 * did not answer.
 */
export type FetchBinary = (ticket: string, bytes: number) => Promise<ArrayBuffer | null>;

export const BINARY_MISSING_MESSAGE =
  "Part of Floorboard's answer could not be fetched; try again.";

/** True when `result` has parts to fetch (most replies have none and resolve at once). */
export function hasBinaryParts(result: BridgeResult<unknown>): boolean {
  return result.ok && isRecord(result.value) && placeholderFields(result.value).length > 0;
}

export async function restoreBinaryParts(
  result: BridgeResult<unknown>,
  fetchBinary: FetchBinary,
): Promise<BridgeResult<unknown>> {
  if (!result.ok || !isRecord(result.value)) return result;
  const fields = placeholderFields(result.value);
  if (fields.length === 0) return result;
  const buffers = await Promise.all(
    fields.map(([, placeholder]) => fetchOne(placeholder, fetchBinary)),
  );
  const restored: Record<string, unknown> = { ...result.value };
  for (const [index, [key]] of fields.entries()) {
    const buffer = buffers[index];
    if (buffer === null || buffer === undefined) {
      return fail({ kind: 'network', message: BINARY_MISSING_MESSAGE });
    }
    restored[key] = buffer;
  }
  return { ok: true, value: restored };
}

async function fetchOne(
  placeholder: BinaryPlaceholder,
  fetchBinary: FetchBinary,
): Promise<ArrayBuffer | null> {
  try {
    const buffer = await fetchBinary(placeholder[BINARY_TICKET_KEY], placeholder.bytes);
    return buffer instanceof ArrayBuffer && buffer.byteLength === placeholder.bytes ? buffer : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function placeholderFields(value: Record<string, unknown>): [string, BinaryPlaceholder][] {
  return Object.entries(value).filter((entry): entry is [string, BinaryPlaceholder] =>
    isBinaryPlaceholder(entry[1]),
  );
}

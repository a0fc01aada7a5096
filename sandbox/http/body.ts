import type { IncomingMessage } from 'node:http';
import type { Result } from '../../shared/result.ts';

/** Bodies larger than this are refused with HTTP 413 (GraphQL documents are small). */
export const MAX_BODY_BYTES = 1024 * 1024;

export type BodyError =
  | { kind: 'too-large'; limit: number }
  | { kind: 'malformed'; message: string }
  | { kind: 'unsupported-media-type'; contentType: string };

export interface PostedBody {
  readonly fields: Record<string, unknown>;
  /** A form-encoded body's fields as sent, repeated ones included; absent for JSON. */
  readonly form?: URLSearchParams;
}

export type ParsedBody = Result<PostedBody, BodyError>;

/**
 * Past the limit, the rest of the body is read and dropped (up to a bound) so the client receives
 * the 413 rather than a connection reset mid-upload.
 */
const DRAIN_LIMIT = 16 * MAX_BODY_BYTES;

export function readBody(
  req: IncomingMessage,
  limit = MAX_BODY_BYTES,
): Promise<Result<Buffer, BodyError>> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    let tooLarge = Number.isFinite(declared) && declared > limit;
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (): void => {
      resolve(
        tooLarge
          ? { ok: false, error: { kind: 'too-large', limit } }
          : { ok: true, value: Buffer.concat(chunks) },
      );
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (tooLarge) {
        chunks.length = 0;
        if (size > DRAIN_LIMIT) req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', finish);
    req.on('close', finish);
    req.on('error', () => {
      resolve({
        ok: false,
        error: { kind: 'malformed', message: 'Request body could not be read' },
      });
    });
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a JSON object or an `application/x-www-form-urlencoded` body. Form fields become strings
 * (the last value wins); `form` keeps repeated fields such as `scope_granted`.
 */
export async function readJsonOrForm(
  req: IncomingMessage,
  limit = MAX_BODY_BYTES,
): Promise<ParsedBody> {
  const read = await readBody(req, limit);
  if (!read.ok) return read;
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const text = read.value.toString('utf8');
  if (contentType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(text);
    return { ok: true, value: { fields: Object.fromEntries(form), form } };
  }
  if (contentType === 'application/json' || contentType === '') {
    try {
      const value: unknown = JSON.parse(text);
      if (!isRecord(value)) {
        return { ok: false, error: { kind: 'malformed', message: 'Body must be a JSON object' } };
      }
      return { ok: true, value: { fields: value } };
    } catch {
      return { ok: false, error: { kind: 'malformed', message: 'Body is not valid JSON' } };
    }
  }
  return { ok: false, error: { kind: 'unsupported-media-type', contentType } };
}

/** HTTP status for a body error. */
export function bodyErrorStatus(error: BodyError): number {
  if (error.kind === 'too-large') return 413;
  if (error.kind === 'unsupported-media-type') return 415;
  return 400;
}

export function bodyErrorMessage(error: BodyError): string {
  if (error.kind === 'too-large') return `Request body exceeds ${error.limit} bytes`;
  if (error.kind === 'unsupported-media-type') {
    return `Unsupported content type "${error.contentType}"; send application/json`;
  }
  return error.message;
}

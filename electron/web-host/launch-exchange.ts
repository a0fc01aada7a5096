import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LaunchCodes } from './launch-codes.ts';

/**
 * `POST /launch` with `{ "code": "…" }`: trades a one-time launch code for the bridge secret.
 * Only the page this host served may ask (its Origin must be this host, as addressed), the body
 * is tiny JSON, and the answer is never cached. Whatever goes wrong, the page learns only that
 * the code did not work.
 */

const MAX_BODY_BYTES = 256;

export type ExchangeOutcome =
  | { readonly status: 200; readonly body: { readonly secret: string } }
  | { readonly status: 400 | 403 | 405 | 413; readonly body: { readonly error: string } };

export interface ExchangeRequest {
  readonly method: string | undefined;
  readonly host: string | undefined;
  readonly origin: string | undefined;
  readonly body: string | null;
}

export function exchangeLaunchCode(
  request: ExchangeRequest,
  codes: LaunchCodes,
  secret: string,
): ExchangeOutcome {
  if (request.method !== 'POST') return { status: 405, body: { error: 'POST only' } };
  if (request.origin?.toLowerCase() !== `http://${(request.host ?? '').toLowerCase()}`) {
    return { status: 403, body: { error: 'origin not allowed' } };
  }
  if (request.body === null) return { status: 413, body: { error: 'too large' } };
  const code = codeOf(request.body);
  if (code === null) return { status: 400, body: { error: 'expected {"code": "…"}' } };
  if (!codes.redeem(code)) return { status: 403, body: { error: 'code used or expired' } };
  return { status: 200, body: { secret } };
}

function codeOf(text: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const code: unknown = Reflect.get(value, 'code');
  return typeof code === 'string' ? code : null;
}

/** Reads at most `MAX_BODY_BYTES`; null when the body is larger. */
export function readSmallBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString()),
    );
    request.on('error', reject);
  });
}

export function sendExchange(
  response: ServerResponse,
  outcome: ExchangeOutcome,
  headers: Readonly<Record<string, string>>,
): void {
  const text = JSON.stringify(outcome.body);
  response.writeHead(outcome.status, {
    ...headers,
    'Content-Length': Buffer.byteLength(text),
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(outcome.status === 405 ? { Allow: 'POST' } : {}),
  });
  response.end(text);
}

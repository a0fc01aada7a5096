/**
 * POSTs to the auth endpoints with a timeout. Failures come back as values whose messages name
 * the host and what went wrong, never the request body (it holds codes, tokens and passwords).
 */
import type { Result } from '../../shared/result.ts';

export const DEFAULT_HTTP_TIMEOUT_MS = 15_000;

export interface HttpOptions {
  readonly timeoutMs?: number;
  /** Defaults to the global fetch; injectable so tests can watch what is sent. */
  readonly fetch?: typeof fetch;
}

export type RequestBody =
  | { readonly form: Readonly<Record<string, string>> }
  | { readonly json: Readonly<Record<string, unknown>> };

export interface NetworkError {
  readonly kind: 'network';
  readonly message: string;
}

/** Any HTTP status is an answer; its body is the parsed JSON, or undefined when not JSON. */
export interface HttpReply {
  readonly status: number;
  readonly body: unknown;
}

export type HttpResult = Result<HttpReply, NetworkError>;

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const cause: unknown = 'cause' in error ? error.cause : undefined;
  if (typeof cause === 'object' && cause !== null && 'code' in cause) {
    return typeof cause.code === 'string' ? cause.code : undefined;
  }
  return undefined;
}

function describeFailure(error: unknown, host: string, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `${host} did not answer within ${Math.round(timeoutMs / 1000)} s.`;
  }
  switch (errorCode(error)) {
    case 'ECONNREFUSED':
      return `${host} refused the connection. Is the server running?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${host} could not be found. Check the address and your network connection.`;
    case 'ECONNRESET':
      return `The connection to ${host} was interrupted.`;
    default:
      return `${host} could not be reached.`;
  }
}

function parseJson(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function postRequest(
  url: URL,
  body: RequestBody,
  options: HttpOptions = {},
): Promise<HttpResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const init: RequestInit =
    'form' in body
      ? {
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
          },
          body: new URLSearchParams(body.form).toString(),
        }
      : {
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body.json),
        };
  try {
    // redirect: manual — a token request must not be replayed to wherever a 3xx points.
    const response = await doFetch(url, {
      ...init,
      method: 'POST',
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { ok: true, value: { status: response.status, body: parseJson(text) } };
  } catch (error) {
    return {
      ok: false,
      error: { kind: 'network', message: describeFailure(error, url.host, timeoutMs) },
    };
  }
}

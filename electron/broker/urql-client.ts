/**
 * The urql client main talks to `{base_url}/graphql` with: @urql/exchange-auth attaches
 * the bearer token and refreshes once on expiry or 401; our credit exchange feeds every reply's
 * throttling data to the credit model before anything else looks at it.
 */
import { authExchange } from '@urql/exchange-auth';
import {
  createClient,
  fetchExchange,
  mapExchange,
  type Client,
  type CombinedError,
} from '@urql/core';
import type { SessionState } from '../../shared/bridge/session.ts';
import type { Result } from '../../shared/result.ts';
import type { ThrottlingExtension } from '../../shared/wire/service.ts';
import { throttlingOf } from './classify.ts';

/** What the broker needs from a signed-in session (a TokenSession provides it). */
export interface AuthSource {
  /** A token, or a failure whose reason the broker does not need: it then sends none. */
  getAccessToken(): Promise<Result<string, unknown>>;
  onUnauthorized(rejectedToken?: string): Promise<Result<string, unknown>>;
  getState(): SessionState;
}

/** Refresh this long before `exp`, so a request never leaves with a token about to lapse. */
const EXPIRY_MARGIN_MS = 30_000;
/** The longest one request waits for its reply (an import's settle rule relies on it). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * When the service counted the pool a reply reports: after the request left and before the
 * headers arrived, `windowMs` earlier. The model stamps it `at` the headers, never early, and
 * without the time a large body takes to arrive and parse (credits restored meanwhile would be
 * lost to the forecast).
 */
export interface ReplyTiming {
  readonly at: number;
  readonly windowMs: number;
}

export function creditExchange(
  onThrottling: (throttling: ThrottlingExtension, timing: ReplyTiming) => void,
  timing: () => ReplyTiming,
) {
  return mapExchange({
    onResult(result) {
      const throttling = throttlingOf(result.extensions);
      if (throttling) onThrottling(throttling, timing());
    },
  });
}

const isUnauthorized = (error: CombinedError): boolean => {
  const response: unknown = error.response;
  return (
    typeof response === 'object' && response !== null && Reflect.get(response, 'status') === 401
  );
};

export function createGraphqlClient(options: {
  baseUrl: string;
  auth: AuthSource;
  onThrottling: (throttling: ThrottlingExtension, timing: ReplyTiming) => void;
  now?: () => number;
  fetch?: typeof fetch;
  /** REQUEST_TIMEOUT_MS unless a test asks for less. */
  requestTimeoutMs?: number;
}): Client {
  const now = options.now ?? Date.now;
  const baseFetch = options.fetch ?? fetch;
  const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  // The latest time any reply's headers arrived, and how long that request took to get them.
  // Replies can be read out of order, but a reply being read has its headers in, so the stamp is
  // never earlier than its own; with several requests out the model reads no spending anyway.
  let latest: ReplyTiming | null = null;
  const timedFetch: typeof fetch = async (input, init) => {
    const sentAt = now();
    // urql always passes a signal of its own (it cancels torn-down operations with it); the
    // timeout must join that signal, not give way to it.
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const response = await baseFetch(input, { ...init, signal });
    const at = now();
    if (!latest || at >= latest.at) latest = { at, windowMs: at - sentAt };
    return response;
  };

  return createClient({
    url: `${options.baseUrl.replace(/\/$/, '')}/graphql`,
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetch: timedFetch,
    exchanges: [
      creditExchange(options.onThrottling, () => latest ?? { at: now(), windowMs: 0 }),
      authExchange(async (utils) => {
        const first = await options.auth.getAccessToken();
        let token = first.ok ? first.value : null;
        let rejected = false;
        return {
          addAuthToOperation: (operation) =>
            token
              ? utils.appendHeaders(operation, { Authorization: `Bearer ${token}` })
              : operation,
          willAuthError: () => {
            const state = options.auth.getState();
            return (
              !token ||
              (state.status === 'signed-in' && now() >= state.expiresAt - EXPIRY_MARGIN_MS)
            );
          },
          didAuthError: (error) => {
            rejected = isUnauthorized(error);
            return rejected;
          },
          refreshAuth: async () => {
            const result = rejected
              ? await options.auth.onUnauthorized(token ?? undefined)
              : await options.auth.getAccessToken();
            rejected = false;
            token = result.ok ? result.value : null;
          },
        };
      }),
      fetchExchange,
    ],
  });
}

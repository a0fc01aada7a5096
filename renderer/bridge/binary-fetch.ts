import {
  BINARY_SECRET_HEADER,
  HOST_MARKER_HEADER,
  HOST_MARKER_VALUE,
  binaryPath,
} from '../../shared/bridge/web-protocol.ts';
import type { FetchBinary } from './binary-replies.ts';

/**
 * Fetches a binary reply part from the web host (shared/bridge/web-protocol.ts "Binary replies"):
 * from the page's own origin, the secret in a header (never the URL), nothing cached, no
 * redirects followed, and only an answer that carries this host's marker counts (another local
 * server that took the port knows nothing of our tickets).
 */
export interface BinaryFetcherOptions {
  /** The page's own origin, `http://127.0.0.1:P`. */
  readonly origin: string;
  readonly secret: string;
  readonly fetch?: typeof fetch;
}

export function binaryFetcher(options: BinaryFetcherOptions): FetchBinary {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  return async (ticket) => {
    try {
      const response = await fetchFn(new URL(binaryPath(ticket), options.origin), {
        method: 'GET',
        headers: { [BINARY_SECRET_HEADER]: options.secret },
        cache: 'no-store',
        credentials: 'omit',
        redirect: 'error',
      });
      if (!response.ok || response.headers.get(HOST_MARKER_HEADER) !== HOST_MARKER_VALUE) {
        return null;
      }
      return await response.arrayBuffer();
    } catch {
      return null;
    }
  };
}

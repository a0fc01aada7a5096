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

/** How much of the body is copied before the page's main thread is let go for a task. */
const SLICE_BYTES = 4 * 1024 * 1024;

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The body, read into one buffer of the size announced as it arrives, letting other tasks run
 * after every few MB: an image of 90 MB taken in with one `arrayBuffer()` held the page's main
 * thread for 60 ms. Null when the body is longer or shorter than announced.
 */
async function readBody(response: Response, bytes: number): Promise<ArrayBuffer | null> {
  const reader = response.body?.getReader();
  if (reader === undefined) {
    const whole = await response.arrayBuffer();
    return whole.byteLength === bytes ? whole : null;
  }
  const into = new Uint8Array(bytes);
  let at = 0;
  let sinceBreak = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at + value.byteLength > bytes) {
      await reader.cancel();
      return null;
    }
    into.set(value, at);
    at += value.byteLength;
    sinceBreak += value.byteLength;
    if (sinceBreak >= SLICE_BYTES) {
      sinceBreak = 0;
      await nextTask();
    }
  }
  return at === bytes ? into.buffer : null;
}

export function binaryFetcher(options: BinaryFetcherOptions): FetchBinary {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  return async (ticket, bytes) => {
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
      return await readBody(response, bytes);
    } catch {
      return null;
    }
  };
}

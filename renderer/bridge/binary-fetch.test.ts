import { describe, expect, it } from 'vitest';
import {
  BINARY_SECRET_HEADER,
  HOST_MARKER_HEADER,
  HOST_MARKER_VALUE,
} from '../../shared/bridge/web-protocol.ts';
import { binaryFetcher } from './binary-fetch.ts';

const ORIGIN = 'http://127.0.0.1:4567';
const SECRET = 'S'.repeat(43);
const TICKET = 'T'.repeat(43);

interface Asked {
  readonly url: string;
  readonly init: RequestInit | undefined;
}

function fakeFetch(answer: () => Promise<Response>): { fetch: typeof fetch; asked: Asked[] } {
  const asked: Asked[] = [];
  const fetchFn = (input: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: input instanceof Request ? input.url : String(input), init });
    return answer();
  };
  return { fetch: fetchFn, asked };
}

const marked = { [HOST_MARKER_HEADER]: HOST_MARKER_VALUE };

describe('binaryFetcher', () => {
  it('GETs /binary/<ticket> from the page origin with the secret in a header, never the URL', async () => {
    const bytes = Uint8Array.from([5, 6, 7]);
    const { fetch, asked } = fakeFetch(() =>
      Promise.resolve(new Response(bytes, { status: 200, headers: marked })),
    );
    const buffer = await binaryFetcher({ origin: ORIGIN, secret: SECRET, fetch })(TICKET, 3);
    expect(buffer).toBeInstanceOf(ArrayBuffer);
    expect(new Uint8Array(buffer ?? new ArrayBuffer(0))).toEqual(bytes);
    expect(asked).toHaveLength(1);
    const [{ url, init } = { url: '', init: undefined }] = asked;
    expect(url).toBe(`${ORIGIN}/binary/${TICKET}`);
    expect(url).not.toContain(SECRET);
    expect(init).toMatchObject({
      method: 'GET',
      headers: { [BINARY_SECRET_HEADER]: SECRET },
      cache: 'no-store',
      credentials: 'omit',
      redirect: 'error',
    });
  });

  it.each([
    ['a refused ticket (404)', () => new Response('Not found', { status: 404, headers: marked })],
    ['a refused secret (403)', () => new Response('Forbidden', { status: 403, headers: marked })],
    ['an answer without the host marker', () => new Response(new Uint8Array(3), { status: 200 })],
  ])('answers null for %s', async (_label, answer) => {
    const { fetch } = fakeFetch(() => Promise.resolve(answer()));
    await expect(binaryFetcher({ origin: ORIGIN, secret: SECRET, fetch })(TICKET, 3)).resolves.toBe(
      null,
    );
  });

  it('answers null when the fetch itself fails', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(binaryFetcher({ origin: ORIGIN, secret: SECRET, fetch })(TICKET, 3)).resolves.toBe(
      null,
    );
  });

  it('reads a body of many chunks into one buffer of the size announced', async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => new Uint8Array(256 * 1024).fill(i));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const { fetch } = fakeFetch(() =>
      Promise.resolve(new Response(body, { status: 200, headers: marked })),
    );
    const size = chunks.length * 256 * 1024;
    const buffer = await binaryFetcher({ origin: ORIGIN, secret: SECRET, fetch })(TICKET, size);
    expect(buffer?.byteLength).toBe(size);
    const read = new Uint8Array(buffer ?? new ArrayBuffer(0));
    expect(read[0]).toBe(0);
    expect(read[size - 1]).toBe(39);
    expect(read[17 * 256 * 1024]).toBe(17);
  });

  it.each([
    ['shorter', 4],
    ['longer', 2],
  ])('answers null for a body %s than announced', async (_label, announced) => {
    const { fetch } = fakeFetch(() =>
      Promise.resolve(new Response(Uint8Array.from([1, 2, 3]), { status: 200, headers: marked })),
    );
    await expect(
      binaryFetcher({ origin: ORIGIN, secret: SECRET, fetch })(TICKET, announced),
    ).resolves.toBe(null);
  });
});

import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../shared/bridge/errors.ts';
import { binaryPlaceholder } from '../../shared/bridge/web-protocol.ts';
import {
  BINARY_MISSING_MESSAGE,
  hasBinaryParts,
  restoreBinaryParts,
  type FetchBinary,
} from './binary-replies.ts';

const TICKET = 'T'.repeat(43);
const OTHER = 'U'.repeat(43);

function bufferOf(...bytes: number[]): ArrayBuffer {
  return Uint8Array.from(bytes).buffer;
}

function fetcher(store: Record<string, ArrayBuffer | null>): FetchBinary & { asked: string[] } {
  const asked: string[] = [];
  const fetchBinary = (ticket: string) => {
    asked.push(ticket);
    return Promise.resolve(store[ticket] ?? null);
  };
  return Object.assign(fetchBinary, { asked });
}

const missing = fail({ kind: 'network', message: BINARY_MISSING_MESSAGE });

describe('restoreBinaryParts', () => {
  it('puts the fetched bytes back in place of each placeholder', async () => {
    const image = bufferOf(1, 2, 3);
    const thumbs = bufferOf(9);
    const fetchBinary = fetcher({ [TICKET]: image, [OTHER]: thumbs });
    const reply = ok({
      whole: true,
      image: binaryPlaceholder(TICKET, 3),
      thumbs: binaryPlaceholder(OTHER, 1),
      removed: ['a'],
    });
    expect(hasBinaryParts(reply)).toBe(true);
    await expect(restoreBinaryParts(reply, fetchBinary)).resolves.toEqual(
      ok({ whole: true, image, thumbs, removed: ['a'] }),
    );
    expect(fetchBinary.asked.sort()).toEqual([TICKET, OTHER]);
  });

  it('leaves replies without placeholders alone, fetching nothing', async () => {
    const fetchBinary = fetcher({});
    const replies = [
      ok({ whole: false, removed: [] }),
      ok(null),
      ok([binaryPlaceholder(TICKET, 1)]),
      ok({ image: { $binary: 'not-a-ticket', bytes: 1 } }),
      ok({ image: { ...binaryPlaceholder(TICKET, 1), extra: true } }),
      fail({ kind: 'server', message: 'x' }),
    ];
    for (const reply of replies) {
      expect(hasBinaryParts(reply)).toBe(false);
      await expect(restoreBinaryParts(reply, fetchBinary)).resolves.toBe(reply);
    }
    expect(fetchBinary.asked).toEqual([]);
  });

  it.each([
    ['the host refuses the ticket', () => Promise.resolve(null)],
    ['the fetch throws', () => Promise.reject(new Error('connection reset'))],
    ['the bytes are fewer than announced', () => Promise.resolve(bufferOf(1, 2))],
  ] satisfies [string, FetchBinary][])(
    'fails the call with a network error when %s',
    async (_label, fetchBinary) => {
      const reply = ok({ image: binaryPlaceholder(TICKET, 3) });
      await expect(restoreBinaryParts(reply, fetchBinary)).resolves.toEqual(missing);
    },
  );
});

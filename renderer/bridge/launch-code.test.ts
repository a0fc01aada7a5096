import { describe, expect, it } from 'vitest';
import { LAUNCH_PATH } from '../../shared/bridge/web-protocol.ts';
import { redeemLaunchCode, takeLaunchCode, type AddressBar, type PostJson } from './launch-code.ts';

const CODE = 'c'.repeat(24);
const SECRET = 's'.repeat(43);

function bar(hash: string): { bar: AddressBar; replaced: string[] } {
  const replaced: string[] = [];
  return {
    bar: {
      location: { pathname: '/', search: '', hash },
      history: { replaceState: (_data, _unused, url) => replaced.push(url) },
    },
    replaced,
  };
}

describe('takeLaunchCode', () => {
  it('takes the code out of the address bar, keeping the rest of the fragment', () => {
    const plain = bar(`#code=${CODE}`);
    expect(takeLaunchCode(plain.bar)).toBe(CODE);
    expect(plain.replaced).toEqual(['/']);
    const more = bar(`#view=orders&code=${CODE}`);
    expect(takeLaunchCode(more.bar)).toBe(CODE);
    expect(more.replaced).toEqual(['/#view=orders']);
  });

  it('answers null without a code, and clears a malformed one without using it', () => {
    const none = bar('#view=orders');
    expect(takeLaunchCode(none.bar)).toBeNull();
    expect(none.replaced).toEqual([]);
    const bad = bar('#code=a%20b%2Cfloorboard.v1');
    expect(takeLaunchCode(bad.bar)).toBeNull();
    expect(bad.replaced).toEqual(['/']);
  });
});

describe('redeemLaunchCode', () => {
  it('POSTs the code in the body (never in a URL) and returns the secret', async () => {
    const posts: { path: string; body: string }[] = [];
    const post: PostJson = (path, body) => {
      posts.push({ path, body });
      return Promise.resolve({ status: 200, json: { secret: SECRET } });
    };
    await expect(redeemLaunchCode(CODE, post)).resolves.toEqual({ ok: true, value: SECRET });
    expect(posts).toEqual([{ path: LAUNCH_PATH, body: JSON.stringify({ code: CODE }) }]);
  });

  it('tells a spent code from a host that is not there', async () => {
    const answer =
      (status: number, json: unknown = null): PostJson =>
      () =>
        Promise.resolve({ status, json });
    await expect(redeemLaunchCode(CODE, answer(403))).resolves.toEqual({
      ok: false,
      error: 'used-or-expired',
    });
    await expect(redeemLaunchCode(CODE, () => Promise.reject(new Error('down')))).resolves.toEqual({
      ok: false,
      error: 'unreachable',
    });
    // An answer that is not the host's (wrong shape) is not trusted as a secret.
    for (const bad of [answer(200, { secret: 'a b' }), answer(200, {}), answer(500)]) {
      await expect(redeemLaunchCode(CODE, bad)).resolves.toEqual({
        ok: false,
        error: 'unreachable',
      });
    }
  });
});

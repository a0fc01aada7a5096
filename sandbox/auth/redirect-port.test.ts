import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options.ts';
import { isAllowedRedirectUri } from './redirect-uri.ts';
import {
  authorizeParams,
  authorizeUrl,
  startHarness,
  type Harness,
} from './testing/auth-harness.ts';

let h: Harness | undefined;
afterEach(() => h?.close());

const get = (harness: Harness, redirectUri: string): Promise<Response> =>
  fetch(authorizeUrl(harness, authorizeParams({ redirectUri })), { redirect: 'manual' });

describe('the registered redirect port', () => {
  it('is 3000 unless a test says otherwise', () => {
    expect(DEFAULT_OPTIONS.redirectPort).toBe(3000);
    expect(isAllowedRedirectUri('http://127.0.0.1:3000/callback')).toBe(true);
    expect(isAllowedRedirectUri('http://127.0.0.1:3107/callback')).toBe(false);
  });

  it("a test's sandbox registers its own port, and only that one", async () => {
    expect(isAllowedRedirectUri('http://127.0.0.1:3107/callback', 3107)).toBe(true);
    h = await startHarness({ redirectPort: 3107 });
    const own = await get(h, 'http://127.0.0.1:3107/callback');
    expect(own.status).toBe(200);
    const product = await get(h, 'http://127.0.0.1:3000/callback');
    expect(product.status).toBe(400);
    expect(await product.text()).toContain('port 3107, path /callback');
  });
});

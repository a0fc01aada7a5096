/**
 * The sandbox's OAuth consent page in a real browser with JavaScript off (it must work without
 * it): sign in, grant fewer scopes than requested, and exchange the code with the PKCE verifier.
 * The loopback redirect is intercepted, so nothing needs to listen on port 3000.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { OAUTH_CLIENT_ID } from '../sandbox/auth/service.ts';
import { startSandbox, type SandboxHandle } from '../sandbox/start.ts';

const REDIRECT_URI = 'http://127.0.0.1:3000/callback';
let sandbox: SandboxHandle;

test.beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, products: 20, orders: 10 });
});
test.afterAll(() => sandbox.close());
test.use({ javaScriptEnabled: false });

function authorizationRequest(scope: string): { url: string; verifier: string; state: string } {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const params = new URLSearchParams({
    client_id: OAUTH_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    audience: 'service-public-api',
    scope,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
  });
  return { url: `${sandbox.url}/authorize?${params.toString()}`, verifier, state };
}

/** Resolves with the callback URL the browser was sent to. */
async function captureCallback(page: import('@playwright/test').Page): Promise<() => Promise<URL>> {
  let resolve: (url: URL) => void = () => undefined;
  const callback = new Promise<URL>((r) => (resolve = r));
  await page.route('http://127.0.0.1:3000/**', async (route) => {
    resolve(new URL(route.request().url()));
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'callback received' });
  });
  return () => callback;
}

test('signs in on the consent page, grants fewer scopes, and the code exchanges for them', async ({
  page,
}, testInfo) => {
  const { url, verifier, state } = authorizationRequest(
    'openid profile offline_access view:accounts view:orders view:pii',
  );
  const callback = await captureCallback(page);
  await page.goto(url);

  await expect(page.getByRole('checkbox', { name: /view:pii/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /view:orders/ })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('consent-page.png'), fullPage: true });

  await page.getByRole('textbox', { name: 'E-mail' }).fill('owner@sandbox.test');
  await page.getByLabel('Password', { exact: true }).fill('sandbox');
  await page.getByRole('checkbox', { name: /view:pii/ }).uncheck();
  await page.getByRole('button', { name: 'Allow' }).click();

  const returned = await callback();
  expect(returned.pathname).toBe('/callback');
  expect(returned.searchParams.get('state')).toBe(state);
  const code = returned.searchParams.get('code');
  expect(code).toBeTruthy();

  const response = await fetch(`${sandbox.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: OAUTH_CLIENT_ID,
      code: code ?? '',
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    }),
  });
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as {
    scope: string;
    access_token: string;
    refresh_token?: string;
  };
  expect(tokens.scope.split(' ').sort()).toEqual(
    ['openid', 'profile', 'offline_access', 'view:accounts', 'view:orders'].sort(),
  );
  expect(tokens.refresh_token).toBeTruthy();

  const graphql = await fetch(`${sandbox.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
    body: JSON.stringify({
      query: '{ me { data { scopes } } orders { data(first: 1) { edges { node { email } } } } }',
    }),
  });
  const body = (await graphql.json()) as {
    data: { me: { data: { scopes: string[] } } };
    extensions: { scope_warnings?: object };
  };
  expect(body.data.me.data.scopes).not.toContain('view:pii');
  expect(body.extensions.scope_warnings).toHaveProperty(['Order.email']);
});

test('a wrong password keeps the user on the page with a message', async ({ page }, testInfo) => {
  const { url } = authorizationRequest('openid view:products');
  await page.goto(url);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('owner@sandbox.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText(/incorrect|wrong|invalid/i).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /view:products/ })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('consent-wrong-password.png'),
    fullPage: true,
  });
});

test('denying consent returns access_denied with the state', async ({ page }) => {
  const { url, state } = authorizationRequest('openid view:products');
  const callback = await captureCallback(page);
  await page.goto(url);
  await page.getByRole('button', { name: 'Deny' }).click();
  const returned = await callback();
  expect(returned.searchParams.get('error')).toBe('access_denied');
  expect(returned.searchParams.get('state')).toBe(state);
  expect(returned.searchParams.get('code')).toBeNull();
});

test('an unregistered redirect URI gets an error page, never a redirect', async ({ page }) => {
  const { url } = authorizationRequest('openid view:products');
  const evil = url.replace(
    encodeURIComponent(REDIRECT_URI),
    encodeURIComponent('http://evil.example/callback'),
  );
  const response = await page.goto(evil);
  expect(response?.status()).toBe(400);
  expect(page.url()).toBe(evil);
  await expect(page.getByText(/redirect/i).first()).toBeVisible();
});

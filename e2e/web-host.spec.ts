/**
 * The app through its host (web host here; Electron where a binary exists): the page loads, its
 * bridge connects and `session.get` succeeds. What is observed differs per host: in the web host
 * the WebSocket frames of the app's own `renderer/bridge/connect.ts`, in Electron a call through
 * the preload's `window.floorboard`. No dashboard behaviour is asserted here.
 */
import type { WebSocket } from '@playwright/test';
import type { FloorboardBridge } from '../shared/bridge/client.ts';
import { expect, test } from './support/app.ts';
import { newLaunchUrl } from './support/relaunch.ts';

/** What preload exposes; e2e is type-checked without the DOM library. */
type PageGlobals = typeof globalThis & { readonly floorboard?: FloorboardBridge };

interface Frame {
  readonly id?: unknown;
  readonly method?: unknown;
  readonly result?: { readonly ok?: unknown; readonly value?: unknown };
}

function parseFrame(payload: string | Buffer): Frame {
  try {
    return JSON.parse(payload.toString()) as Frame;
  } catch {
    return {};
  }
}

test('the app loads and its bridge answers session.get', async ({ app }, testInfo) => {
  const { page } = app;
  await expect(page).toHaveTitle('Floorboard');
  await expect(page.locator('#root')).not.toBeEmpty();

  if (app.host === 'electron') {
    const result = await page.evaluate(() => (globalThis as PageGlobals).floorboard?.getSession());
    expect(result).toMatchObject({
      ok: true,
      value: { activeProfileId: expect.any(String) as unknown },
    });
    return;
  }

  // The one-time code left the address bar, and the secret went nowhere but the page's memory.
  expect(page.url()).not.toContain('code=');
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);

  // A reload has no code and no secret: the page says how to open the app.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Open Floorboard from where you started it' }),
  ).toBeVisible();
  await expect(page.getByText("Can't reach")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('launch-screen.png') });

  // Loading a fresh launch URL into the same tab recovers it (a fragment change, no reload),
  // with the socket and the console under observation: nothing the built renderer does may
  // trip the host's CSP.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const socketPromise = page.waitForEvent('websocket');
  await page.goto(await newLaunchUrl(page));
  const socket: WebSocket = await socketPromise;
  expect(new URL(socket.url()).pathname).toBe('/bridge');
  const sent = socket.waitForEvent('framesent', {
    predicate: (frame) => parseFrame(frame.payload).method === 'session.get',
  });
  const callId = parseFrame((await sent).payload).id;
  const answer = await socket.waitForEvent('framereceived', {
    predicate: (frame) => parseFrame(frame.payload).id === callId,
  });
  expect(parseFrame(answer.payload).result).toMatchObject({
    ok: true,
    value: { activeProfileId: expect.any(String) as unknown },
  });
  expect(socket.isClosed()).toBe(false);
  await expect(page.getByRole('heading', { name: /Open Floorboard/ })).toHaveCount(0);
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(page.url()).not.toContain('code=');
  expect(problems).toEqual([]);
});

test('a spent launch URL opens nothing in a new tab', async ({ app, context }) => {
  test.skip(app.host !== 'web', 'web host only');
  const url = await newLaunchUrl(app.page);
  const first = await context.newPage();
  await first.goto(url);
  await expect(first.locator('#root')).not.toBeEmpty();
  await expect(first.getByRole('heading', { name: /Open Floorboard/ })).toHaveCount(0);
  const second = await context.newPage();
  await second.goto(url);
  await expect(
    second.getByText('This launch address has already been used or has expired.'),
  ).toBeVisible();
});

test('the web host accepts its page with the secret and refuses it without', async ({ app }) => {
  test.skip(app.host !== 'web', 'web host only');
  // Real Chromium sockets from the app's own origin (Chromium sets Origin and Host itself).
  const attempt = (token: string) =>
    app.page.evaluate(
      ({ host, token }) =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket(`ws://${host}/bridge`, [
            'floorboard.v1',
            `floorboard.token.${token}`,
          ]);
          socket.onopen = () => {
            resolve(`open ${socket.protocol}`);
            socket.close();
          };
          socket.onclose = (event) => resolve(`closed ${event.code}`);
        }),
      { host: new URL(app.page.url()).host, token },
    );
  const code = new URL(await newLaunchUrl(app.page)).hash.replace('#code=', '');
  const secret = await app.page.evaluate(async (code) => {
    const response = await fetch('/launch', { method: 'POST', body: JSON.stringify({ code }) });
    return ((await response.json()) as { secret?: string }).secret;
  }, code);
  expect(await attempt(secret ?? '')).toBe('open floorboard.v1');
  expect(await attempt('A'.repeat(43))).toBe('closed 1006');
});

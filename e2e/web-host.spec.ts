/**
 * The app through its host (web host here; Electron where a binary exists): the page loads, its
 * bridge connects and `session.get` succeeds. What is observed differs per host: in the web host
 * the WebSocket frames of the app's own `renderer/bridge/connect.ts`, in Electron a call through
 * the preload's `window.floorboard`. No dashboard behaviour is asserted here.
 */
import type { WebSocket } from '@playwright/test';
import type { FloorboardBridge } from '../shared/bridge/client.ts';
import { expect, test } from './support/app.ts';

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

test('the app loads and its bridge answers session.get', async ({ app }) => {
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

  // The launch secret left the address bar and stayed in this tab's storage.
  expect(page.url()).not.toContain('token=');
  const stored = await page.evaluate(() => sessionStorage.getItem('floorboard.bridge-token'));
  expect(stored).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Reload with the socket and the console under observation: the token now comes from
  // sessionStorage, and nothing the built renderer does may trip the host's CSP.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const socketPromise = page.waitForEvent('websocket');
  const reload = page.reload();
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
  await reload;
  expect(socket.isClosed()).toBe(false);
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(problems).toEqual([]);
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
  const secret = await app.page.evaluate(() => sessionStorage.getItem('floorboard.bridge-token'));
  expect(await attempt(secret ?? '')).toBe('open floorboard.v1');
  expect(await attempt('A'.repeat(43))).toBe('closed 1006');
});

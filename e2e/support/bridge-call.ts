/**
 * One bridge call from inside the web host's page, on a second WebSocket: what any script in
 * the renderer could send main. The page trades a fresh one-time launch code for the secret,
 * exactly as the app does. Specs use it to check what main refuses (kiosk mode), independently
 * of what the UI offers. Web host only.
 */
import type { Page } from '@playwright/test';
import { newLaunchUrl } from './relaunch.ts';

export async function callBridge(page: Page, method: string, payload?: unknown): Promise<unknown> {
  const code = new URLSearchParams(new URL(await newLaunchUrl(page)).hash.slice(1)).get('code');
  return page.evaluate(
    async ({ host, code, method, payload }) => {
      const exchange = await fetch('/launch', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      const { secret } = (await exchange.json()) as { secret?: string };
      return new Promise<unknown>((resolve, reject) => {
        const socket = new WebSocket(`ws://${host}/bridge`, [
          'floorboard.v1',
          `floorboard.token.${secret ?? ''}`,
        ]);
        socket.onopen = () => socket.send(JSON.stringify({ id: 1, method, payload }));
        socket.onmessage = (message) => {
          const frame = JSON.parse(String(message.data)) as { id?: unknown; result?: unknown };
          if (frame.id !== 1) return;
          resolve(frame.result);
          socket.close();
        };
        socket.onclose = () => reject(new Error('the bridge socket closed without an answer'));
      });
    },
    { host: new URL(page.url()).host, code, method, payload },
  );
}

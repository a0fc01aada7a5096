/**
 * One bridge call from inside the web host's page, on a second WebSocket with the page's own
 * launch secret: what any script in the renderer could send main. Specs use it to check what main
 * refuses (kiosk mode), independently of what the UI offers. Web host only.
 */
import type { Page } from '@playwright/test';

export function callBridge(page: Page, method: string, payload?: unknown): Promise<unknown> {
  return page.evaluate(
    ({ host, method, payload }) =>
      new Promise<unknown>((resolve, reject) => {
        const token = sessionStorage.getItem('floorboard.bridge-token') ?? '';
        const socket = new WebSocket(`ws://${host}/bridge`, [
          'floorboard.v1',
          `floorboard.token.${token}`,
        ]);
        socket.onopen = () => socket.send(JSON.stringify({ id: 1, method, payload }));
        socket.onmessage = (message) => {
          const frame = JSON.parse(String(message.data)) as { id?: unknown; result?: unknown };
          if (frame.id !== 1) return;
          resolve(frame.result);
          socket.close();
        };
        socket.onclose = () => reject(new Error('the bridge socket closed without an answer'));
      }),
    { host: new URL(page.url()).host, method, payload },
  );
}

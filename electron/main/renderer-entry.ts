/**
 * Where Electron's window loads the renderer from, and which origins its IPC trusts. Production
 * (and any packaged build): the `app://floorboard` protocol serving `out/renderer`. A dev server
 * only for an unpackaged app started by electron-vite (`ELECTRON_RENDERER_URL`), and only on a
 * loopback address.
 */

export const APP_SCHEME = 'app';
export const APP_HOST = 'floorboard';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_INDEX_URL = `${APP_ORIGIN}/index.html`;

export interface RendererEntry {
  readonly url: string;
  /** Origins (`scheme://host[:port]`) whose main frame may call the bridge. */
  readonly trustedOrigins: readonly string[];
  readonly fromDevServer: boolean;
}

export function rendererEntry(
  isPackaged: boolean,
  devServerUrl: string | undefined,
): RendererEntry {
  const dev = isPackaged || devServerUrl === undefined ? null : loopbackHttpOrigin(devServerUrl);
  if (dev !== null && devServerUrl !== undefined) {
    return { url: devServerUrl, trustedOrigins: [dev], fromDevServer: true };
  }
  return { url: APP_INDEX_URL, trustedOrigins: [APP_ORIGIN], fromDevServer: false };
}

/**
 * `scheme://host[:port]`, lower-cased, or null. Node's URL gives `origin: 'null'` for schemes it
 * does not know (such as `app:`), so the origin is assembled from its parts.
 */
export function originOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.host === '') return null;
  return `${parsed.protocol}//${parsed.host}`.toLowerCase();
}

/** The path an `app://floorboard/…` request names (still percent-encoded), or null. */
export function appRequestPathname(url: string): string | null {
  if (originOf(url) !== APP_ORIGIN) return null;
  return new URL(url).pathname;
}

function loopbackHttpOrigin(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'http:') return null;
  if (hostname !== 'localhost' && hostname !== '127.0.0.1' && hostname !== '[::1]') return null;
  return originOf(url);
}

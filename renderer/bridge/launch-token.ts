/**
 * The web host's per-launch secret reaches the page in the launch URL's fragment
 * (`/#token=…`), which browsers never send in HTTP requests. The page takes it out of the address
 * bar at once (no copy in history, screenshots or a copied link) and keeps it in sessionStorage,
 * which survives reloads of this tab and dies with it.
 */

export const TOKEN_STORAGE_KEY = 'floorboard.bridge-token';
const TOKEN_PARAM = 'token';
// base64url of 32 bytes is 43 characters; anything else is not ours (and would be an invalid
// WebSocket subprotocol).
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

export interface TokenEnvironment {
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string };
  readonly history: { replaceState(data: unknown, unused: string, url: string): void };
  /** sessionStorage, or null where storage is blocked. */
  readonly storage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
  } | null;
}

export function takeLaunchToken(env: TokenEnvironment): string | null {
  const params = new URLSearchParams(env.location.hash.replace(/^#/, ''));
  const fromUrl = params.get(TOKEN_PARAM);
  if (fromUrl !== null) {
    params.delete(TOKEN_PARAM);
    const rest = params.toString();
    env.history.replaceState(
      null,
      '',
      `${env.location.pathname}${env.location.search}${rest === '' ? '' : `#${rest}`}`,
    );
    if (TOKEN_SHAPE.test(fromUrl)) {
      safely(() => env.storage?.setItem(TOKEN_STORAGE_KEY, fromUrl));
      return fromUrl;
    }
  }
  const stored = safely(() => env.storage?.getItem(TOKEN_STORAGE_KEY) ?? null) ?? null;
  return stored !== null && TOKEN_SHAPE.test(stored) ? stored : null;
}

// Storage can throw (disabled cookies, quota); the token then lasts until the next reload.
function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

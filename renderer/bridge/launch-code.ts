import type { Result } from '../../shared/result.ts';
import {
  LAUNCH_CODE_PARAM,
  LAUNCH_CODE_SHAPE,
  LAUNCH_PATH,
  SECRET_SHAPE,
} from '../../shared/bridge/web-protocol.ts';

/**
 * The web host's launch URL carries a one-time code in its fragment (`/#code=…`), which browsers
 * never send in requests. The page takes it out of the address bar at once and trades it, once,
 * for the bridge secret, which lives in this page's memory only: never in a URL, in storage or
 * in history. A reload or a new tab therefore needs a fresh launch URL (see LaunchScreen).
 */

export interface AddressBar {
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string };
  readonly history: { replaceState(data: unknown, unused: string, url: string): void };
}

/** The code in the fragment, removed from the address bar; null when there is none usable. */
export function takeLaunchCode(bar: AddressBar): string | null {
  const params = new URLSearchParams(bar.location.hash.replace(/^#/, ''));
  const code = params.get(LAUNCH_CODE_PARAM);
  if (code === null) return null;
  params.delete(LAUNCH_CODE_PARAM);
  const rest = params.toString();
  bar.history.replaceState(
    null,
    '',
    `${bar.location.pathname}${bar.location.search}${rest === '' ? '' : `#${rest}`}`,
  );
  return LAUNCH_CODE_SHAPE.test(code) ? code : null;
}

/** The connection secret, or why the code bought none. */
export type Redemption = Result<string, 'used-or-expired' | 'unreachable'>;

/** POSTs a JSON body to the page's own host; the browser's `fetch` in the app. */
export type PostJson = (path: string, body: string) => Promise<{ status: number; json: unknown }>;

export async function redeemLaunchCode(code: string, post: PostJson): Promise<Redemption> {
  let answer: { status: number; json: unknown };
  try {
    answer = await post(LAUNCH_PATH, JSON.stringify({ code }));
  } catch {
    return { ok: false, error: 'unreachable' };
  }
  if (answer.status === 403) return { ok: false, error: 'used-or-expired' };
  const secret: unknown =
    answer.status === 200 && typeof answer.json === 'object' && answer.json !== null
      ? Reflect.get(answer.json, 'secret')
      : undefined;
  if (typeof secret !== 'string' || !SECRET_SHAPE.test(secret)) {
    return { ok: false, error: 'unreachable' };
  }
  return { ok: true, value: secret };
}

export const browserPostJson: PostJson = async (path, body) => {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    cache: 'no-store',
    credentials: 'omit',
  });
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // A body that is not JSON is treated like no answer.
  }
  return { status: response.status, json };
};

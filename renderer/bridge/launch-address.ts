import { LAUNCH_CODE_PARAM, LAUNCH_CODE_SHAPE } from '../../shared/bridge/web-protocol.ts';

/**
 * What someone pasted into the page's launch field: a window without an address bar (the app
 * window `npm start` opens) has no other place to put a new launch address. A code for this
 * page's own host is redeemed here; a launch address of a host on another loopback port (one
 * started again) is opened in this tab instead, since only that host can redeem its code. Any
 * other address is refused: the field never sends the tab to an arbitrary page.
 */
export type PastedLaunch =
  | { readonly kind: 'code'; readonly code: string }
  | { readonly kind: 'elsewhere'; readonly url: string };

const LOOPBACK = '127.0.0.1';

export function readLaunchAddress(text: string, origin: string): PastedLaunch | null {
  const trimmed = text.trim();
  if (LAUNCH_CODE_SHAPE.test(trimmed)) return { kind: 'code', code: trimmed };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || url.hostname !== LOOPBACK) return null;
  const code = new URLSearchParams(url.hash.replace(/^#/, '')).get(LAUNCH_CODE_PARAM);
  if (code === null || !LAUNCH_CODE_SHAPE.test(code)) return null;
  return url.origin === origin ? { kind: 'code', code } : { kind: 'elsewhere', url: url.href };
}

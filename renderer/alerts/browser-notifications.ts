/**
 * "Tell me when" in the web host: the browser's Notification API. The page asks for permission
 * when the user turns alerts on, and raises a notification per alert while it is allowed; a
 * click brings the tab forward and opens the record. The API is handed in (the page passes
 * `globalThis.Notification`, tests a stub), so nothing here reads a global.
 */
import { alertNotice } from '../../shared/alerts/alert-notice.ts';
import type { BriefAlert } from '../../shared/brief/brief.ts';

/** The browser's answer, or 'unsupported' where the page has no Notification API. */
export type BrowserPermission = 'granted' | 'denied' | 'default' | 'unsupported';

/** The part of the browser's `Notification` this page uses. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options: NotificationOptions): { onclick: ((event: Event) => void) | null };
}

export function browserPermission(api: NotificationApi | undefined): BrowserPermission {
  return api === undefined ? 'unsupported' : api.permission;
}

/** Asks once; a browser that already decided answers at once without asking again. */
export async function askPermission(api: NotificationApi | undefined): Promise<BrowserPermission> {
  if (api === undefined) return 'unsupported';
  if (api.permission !== 'default') return api.permission;
  try {
    return await api.requestPermission();
  } catch {
    // Old engines only take a callback; treat them as not asked.
    return api.permission;
  }
}

/** Raises the alert's notification if the browser allows it; `open` runs on a click. */
export function raiseBrowserAlert(
  api: NotificationApi | undefined,
  alert: BriefAlert,
  open: () => void,
): boolean {
  if (api === undefined || api.permission !== 'granted') return false;
  const notice = alertNotice(alert);
  const notification = new api(notice.title, { body: notice.body, tag: notice.tag });
  notification.onclick = () => {
    window.focus();
    open();
  };
  return true;
}

/** The page's own API, where the browser has one. */
export function pageNotificationApi(): NotificationApi | undefined {
  return typeof Notification === 'undefined' ? undefined : Notification;
}

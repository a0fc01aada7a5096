/**
 * "Tell me when" in the desktop app: each `alert` main's brief engine raises becomes a system
 * notification through Electron's `Notification` (main side, so no page permission is needed);
 * a click brings the window forward and sends the page the `command` to open the record. Never
 * in kiosk mode. The words are shared with the web host (shared/alerts/alert-notice.ts). Run in
 * tests against the fake electron module.
 */
import { Notification, type BrowserWindow } from 'electron';
import { alertNotice } from '../../shared/alerts/alert-notice.ts';
import type { AppCommand } from '../../shared/bridge/app-commands.ts';
import type { BriefAlert } from '../../shared/brief/brief.ts';

export interface DesktopNotificationDeps {
  readonly kiosk: boolean;
  readonly window: () => BrowserWindow | null;
  /** Sends the page a command (the core's `command` event). */
  readonly command: (command: AppCommand) => void;
}

/** Shows alerts as they come; returns what to call for each one. */
export function desktopAlertNotifier(deps: DesktopNotificationDeps): (alert: BriefAlert) => void {
  // Electron forgets a notification's click handler once the object is garbage collected, so
  // each one shown is held until it is clicked or closed.
  const shown = new Set<Notification>();
  return (alert) => {
    if (deps.kiosk || !Notification.isSupported()) return;
    const notice = alertNotice(alert);
    const notification = new Notification({ title: notice.title, body: notice.body });
    shown.add(notification);
    notification.on('close', () => shown.delete(notification));
    notification.on('click', () => {
      shown.delete(notification);
      const window = deps.window();
      if (window === null || window.isDestroyed()) return;
      if (window.isMinimized()) window.restore();
      window.show();
      window.focus();
      deps.command({ open: alert });
    });
    notification.show();
  };
}

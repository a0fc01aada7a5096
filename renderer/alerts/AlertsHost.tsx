import { runsInWebHost } from '../bridge/connect.ts';
import { pageNotificationApi } from './browser-notifications.ts';
import { useAlertNotifications } from './use-alert-notifications.ts';

/**
 * Alerts' place in the shell (the office app only: a kiosk never mounts the shell, so it raises
 * nothing). Renders nothing.
 */
export function AlertsHost() {
  const webHost = runsInWebHost();
  useAlertNotifications({
    browser: webHost ? pageNotificationApi() : undefined,
    webHost,
    now: Date.now,
  });
  return null;
}

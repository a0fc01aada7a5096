import { runsInWebHost } from '../bridge/connect.ts';
import { pageNotificationApi } from './browser-notifications.ts';
import { useAlertNotifications } from './use-alert-notifications.ts';

const WEB_HOST = runsInWebHost();
const BROWSER = WEB_HOST ? pageNotificationApi() : undefined;

/**
 * Alerts' place in the shell (the office app only: a kiosk never mounts the shell, so it raises
 * nothing). Renders nothing.
 */
export function AlertsHost() {
  useAlertNotifications({ browser: BROWSER, webHost: WEB_HOST, now: Date.now });
  return null;
}

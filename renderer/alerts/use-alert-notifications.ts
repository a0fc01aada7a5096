/**
 * The page's part of "Tell me when". In the web host each `alert` main raises becomes a browser
 * notification (when the browser allows it); in the desktop app main shows it itself, and a
 * click comes back as an open-alert `command`. Either way a click opens the record.
 */
import { useEffect } from 'react';
import { useBridge } from '../session/bridge-context.tsx';
import { raiseBrowserAlert, type NotificationApi } from './browser-notifications.ts';
import { openAlert } from './open-alert.ts';

export function useAlertNotifications(options: {
  /** The browser's Notification API in the web host; undefined in the desktop app. */
  readonly browser: NotificationApi | undefined;
  readonly webHost: boolean;
  readonly now: () => number;
}): void {
  const bridge = useBridge();
  const { browser, webHost, now } = options;
  useEffect(() => {
    const stopCommands = bridge.onCommand((command) => {
      if (typeof command !== 'string') openAlert(command.open, now());
    });
    const stopAlerts = webHost
      ? bridge.onAlert((alert) => {
          raiseBrowserAlert(browser, alert, () => openAlert(alert, now()));
        })
      : () => undefined;
    return () => {
      stopCommands();
      stopAlerts();
    };
  }, [bridge, browser, webHost, now]);
}

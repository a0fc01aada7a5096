import { app, type Session } from 'electron';
import { ELECTRON_CSP } from '../hosts/csp.ts';
import { APP_ORIGIN, originOf } from './renderer-entry.ts';

/**
 * Deny-by-default rules for every webContents and for the session (docs/architecture.md "The
 * hosts"): no new windows, no navigation, no <webview>, no permissions, and the CSP on app://
 * responses.
 */

/** App-wide, for every webContents ever created (including any we did not expect). */
export function denyNewWindowsAndNavigation(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-navigate', (event) => event.preventDefault());
    // A server redirect during a navigation is a navigation too.
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
}

export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/**
 * The protocol handler already sets the CSP on what it serves; this hook adds it to any app://
 * response however it was produced. Dev-server pages are left alone: Vite's HMR client needs
 * inline scripts and its own WebSocket, and that mode never ships.
 */
export function enforceCspOnAppResponses(session: Session): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    if (originOf(details.url) !== APP_ORIGIN) {
      callback({});
      return;
    }
    const responseHeaders = Object.fromEntries(
      Object.entries(details.responseHeaders ?? {}).filter(
        ([name]) => name.toLowerCase() !== 'content-security-policy',
      ),
    );
    callback({
      responseHeaders: { ...responseHeaders, 'Content-Security-Policy': [ELECTRON_CSP] },
    });
  });
}

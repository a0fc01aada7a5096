/**
 * The renderer's Content-Security-Policy, one definition for both hosts. Only `connect-src`
 * differs: Electron's renderer has no network at all (`'none'`, it talks to main over IPC), the
 * web host's page may reach its own origin and the bridge WebSocket. Inline styles are allowed
 * because the chart library sets `style` attributes; inline scripts never are.
 */
export function contentSecurityPolicy(connectSrc: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${connectSrc.length === 0 ? "'none'" : connectSrc.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** Electron: the renderer has no network; the bridge is IPC. */
export const ELECTRON_CSP = contentSecurityPolicy(["'none'"]);

/** The web host: its own origin plus the loopback WebSocket the bridge runs over. */
export function webHostCsp(port: number): string {
  return contentSecurityPolicy(["'self'", `ws://127.0.0.1:${port}`]);
}

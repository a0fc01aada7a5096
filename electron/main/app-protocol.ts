import { readFile } from 'node:fs/promises';
import { protocol, type Session } from 'electron';
import { ELECTRON_CSP } from '../hosts/csp.ts';
import { locateRendererFile } from '../hosts/renderer-files.ts';
import { APP_SCHEME, appRequestPathname } from './renderer-entry.ts';
import { cacheControlFor, securityHeaders } from '../hosts/security-headers.ts';

/**
 * `app://floorboard/…` serves `out/renderer` (docs/architecture.md "The hosts": a custom protocol
 * rather than file://, which would give the page the whole disk's origin). Only GET, only files
 * inside the folder (`locateRendererFile`), with the CSP set on the response itself.
 */

/** Must run before `app` is ready. `standard` + `secure`: a real origin, 'self' in the CSP works. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

export function serveAppProtocol(session: Session, rendererDir: string): void {
  const headers = securityHeaders(ELECTRON_CSP);
  const notFound = (): Response =>
    new Response('Not found', {
      status: 404,
      headers: { ...headers, 'Content-Type': 'text/plain' },
    });

  session.protocol.handle(APP_SCHEME, async (request) => {
    const pathname = appRequestPathname(request.url);
    if (request.method !== 'GET' || pathname === null) return notFound();
    const file = await locateRendererFile(rendererDir, pathname);
    if (file === null) return notFound();
    try {
      const body = await readFile(file.path);
      return new Response(body, {
        status: 200,
        headers: {
          ...headers,
          'Content-Type': file.contentType,
          'Cache-Control': cacheControlFor(file.relativePath),
        },
      });
    } catch {
      return notFound();
    }
  });
}

import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { locateRendererFile } from '../hosts/renderer-files.ts';
import { cacheControlFor } from '../hosts/security-headers.ts';

/**
 * Serves the built renderer: GET and HEAD only, files inside `rendererDir` only (see
 * `locateRendererFile`), with the security headers on every answer, errors included.
 */
export async function serveRendererFile(
  request: IncomingMessage,
  response: ServerResponse,
  rendererDir: string,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    plain(response, 405, 'Method not allowed', { ...headers, Allow: 'GET, HEAD' });
    return;
  }
  const pathname = pathnameOf(request.url);
  const file = pathname === null ? null : await locateRendererFile(rendererDir, pathname);
  if (file === null) {
    plain(response, 404, 'Not found', headers);
    return;
  }
  let body: Buffer;
  try {
    body = await readFile(file.path);
  } catch {
    plain(response, 404, 'Not found', headers);
    return;
  }
  response.writeHead(200, {
    ...headers,
    'Content-Type': file.contentType,
    'Content-Length': body.length,
    'Cache-Control': cacheControlFor(file.relativePath),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export function plain(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Readonly<Record<string, string>>,
): void {
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(`${text}\n`);
}

// The raw request target may be origin-form (`/a`), absolute-form or junk; only its path counts,
// still percent-encoded (decoding is `rendererRelativePath`'s job, after dot segments are gone).
export function pathnameOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? '/', 'http://127.0.0.1').pathname;
  } catch {
    return null;
  }
}

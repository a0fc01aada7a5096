import { realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative } from 'node:path';

/**
 * Maps a request path to a file of the built renderer (`out/renderer`), for the `app://`
 * protocol and for the web host. Nothing outside that folder can be named: encoded dot segments,
 * backslashes, NUL bytes and dotfiles are refused before the file system is asked, and the real
 * path (symlinks resolved) must still lie inside the folder.
 */

export const INDEX_FILE = 'index.html';

/**
 * The file path (POSIX, relative to the renderer folder) that a URL pathname names, or `null`
 * when the pathname is refused. `pathname` is as it appears in a URL: percent-encoded.
 */
export function rendererRelativePath(pathname: string): string | null {
  if (!pathname.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // Separators and drive letters of other platforms, NUL: never part of a renderer file name.
  if (/[\\\0:]/.test(decoded)) return null;
  const segments = decoded.slice(1).split('/');
  const last = segments.length - 1;
  for (const [index, segment] of segments.entries()) {
    // Empty segments ('//') and any segment starting with a dot: '..', '.', '.env'.
    if (segment.startsWith('.')) return null;
    if (segment === '' && index !== last) return null;
  }
  if (segments[last] === '') segments[last] = INDEX_FILE;
  return segments.join('/');
}

/** `rendererRelativePath` joined onto `root`, checked again to lie inside it. */
export function resolveRendererPath(root: string, pathname: string): string | null {
  const rel = rendererRelativePath(pathname);
  if (rel === null) return null;
  const full = join(root, rel);
  return isInside(root, full) ? full : null;
}

export interface RendererFile {
  /** Absolute real path. */
  readonly path: string;
  /** POSIX path relative to the renderer folder, e.g. `assets/index-abc.js`. */
  readonly relativePath: string;
  readonly contentType: string;
}

/**
 * Finds the file for `pathname` under `root`, or `null` (refused or missing). A missing path
 * without an extension gets `index.html`, so client-side routes survive a reload.
 */
export async function locateRendererFile(
  root: string,
  pathname: string,
): Promise<RendererFile | null> {
  const rel = rendererRelativePath(pathname);
  if (rel === null) return null;
  const realRoot = await realpath(root).catch(() => null);
  if (realRoot === null) return null;
  const found = await existingFile(realRoot, rel);
  if (found !== null || extname(rel) !== '') return found;
  return existingFile(realRoot, INDEX_FILE);
}

async function existingFile(realRoot: string, rel: string): Promise<RendererFile | null> {
  const full = join(realRoot, rel);
  if (!isInside(realRoot, full)) return null;
  try {
    const real = await realpath(full);
    if (!isInside(realRoot, real) || !(await stat(real)).isFile()) return null;
    return { path: real, relativePath: rel, contentType: contentTypeFor(rel) };
  } catch {
    return null;
  }
}

function isInside(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** With `X-Content-Type-Options: nosniff`, unknown types stay inert downloads. */
export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

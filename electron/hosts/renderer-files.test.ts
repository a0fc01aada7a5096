import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentTypeFor,
  locateRendererFile,
  rendererRelativePath,
  resolveRendererPath,
} from './renderer-files.ts';

describe('rendererRelativePath', () => {
  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/assets/index-abc.js', 'assets/index-abc.js'],
    ['/assets/', 'assets/index.html'],
    ['/fonts/Inter%20Var.woff2', 'fonts/Inter Var.woff2'],
    ['/products', 'products'],
  ])('maps %s to %s', (pathname, expected) => {
    expect(rendererRelativePath(pathname)).toBe(expected);
  });

  it.each([
    '/../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/package.json',
    '/%2E%2E%2Fpackage.json',
    '/assets/../../package.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/..%5cpackage.json',
    '/assets\\..\\..\\package.json',
    '/%00index.html',
    '/index.html%00.js',
    '/.env',
    '/./index.html',
    '//etc/passwd',
    '/%2fetc/passwd',
    '/C:/Windows/win.ini',
    '/%',
    '/%E0%A4%A',
    'index.html',
    '',
  ])('refuses %j', (pathname) => {
    expect(rendererRelativePath(pathname)).toBeNull();
  });
});

describe('resolveRendererPath', () => {
  it('joins inside the root and refuses escapes', () => {
    expect(resolveRendererPath('/srv/out/renderer', '/assets/a.js')).toBe(
      '/srv/out/renderer/assets/a.js',
    );
    expect(resolveRendererPath('/srv/out/renderer', '/..%2f..%2fsecret')).toBeNull();
  });
});

describe('locateRendererFile', () => {
  let base: string;
  let root: string;

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'floorboard-renderer-'));
    root = join(base, 'renderer');
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<!doctype html><title>t</title>');
    await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(join(base, 'secret.txt'), 'outside');
    await symlink(join(base, 'secret.txt'), join(root, 'assets', 'link.txt'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it('finds files with their content type', async () => {
    await expect(locateRendererFile(root, '/assets/app.js')).resolves.toMatchObject({
      relativePath: 'assets/app.js',
      contentType: 'text/javascript; charset=utf-8',
    });
    await expect(locateRendererFile(root, '/')).resolves.toMatchObject({
      relativePath: 'index.html',
      contentType: 'text/html; charset=utf-8',
    });
  });

  it('serves index.html for unknown routes without an extension, nothing for missing files', async () => {
    await expect(locateRendererFile(root, '/orders/42')).resolves.toMatchObject({
      relativePath: 'index.html',
    });
    await expect(locateRendererFile(root, '/assets/missing.js')).resolves.toBeNull();
  });

  it('refuses a symlink that points outside the folder', async () => {
    await expect(locateRendererFile(root, '/assets/link.txt')).resolves.toBeNull();
  });

  it('refuses directories and traversal', async () => {
    await expect(locateRendererFile(root, '/assets')).resolves.toMatchObject({
      relativePath: 'index.html',
    });
    await expect(locateRendererFile(root, '/../secret.txt')).resolves.toBeNull();
    await expect(locateRendererFile(root, '/..%2fsecret.txt')).resolves.toBeNull();
  });

  it('answers null when the folder does not exist', async () => {
    await expect(locateRendererFile(join(base, 'nope'), '/')).resolves.toBeNull();
  });
});

describe('contentTypeFor', () => {
  it('knows the build output types and falls back to an inert type', () => {
    expect(contentTypeFor('a.CSS')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('a.exe')).toBe('application/octet-stream');
  });
});

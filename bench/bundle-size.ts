/**
 * What a built renderer makes the window download before its first paint: the entry script
 * named in index.html and every chunk it imports statically (recursively), gzip-compressed as a
 * server would send them; the rest of the JavaScript loads on demand (the charts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  readonly initial_js_files: number;
  readonly initial_js_bytes: number;
  readonly initial_js_gzip_bytes: number;
  readonly lazy_js_files: number;
  readonly lazy_js_gzip_bytes: number;
  /** Longest line of the entry script: a few hundred characters at most means not minified. */
  readonly entry_longest_line: number;
  readonly minified: boolean;
}

const MINIFIED_LINE_LENGTH = 5_000;

/** The first paint's JavaScript budget, gzip: 150 KiB. */
export const INITIAL_JS_BUDGET_GZIP_BYTES = 150 * 1024;

export function bundleFigures(rendererDir: string): BundleFigures {
  const html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  const entry = /<script[^>]*type="module"[^>]*src="\.\/([^"]+\.js)"/.exec(html)?.[1];
  if (entry === undefined) throw new Error(`no module script in ${rendererDir}/index.html`);
  const initial = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (initial.has(file)) continue;
    initial.add(file);
    const text = readFileSync(join(rendererDir, file), 'utf8');
    // Static imports only (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy.
    for (const match of text.matchAll(
      /\bimport\s*(?:[\w$*{},\s]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      const name = match[1];
      if (name !== undefined) pending.push(join(file, '..', name));
    }
  }
  const all = readdirSync(join(rendererDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const gzip = (file: string): number => gzipSync(readFileSync(join(rendererDir, file))).length;
  const raw = (file: string): number => readFileSync(join(rendererDir, file)).length;
  const lazy = all.filter((file) => !initial.has(file));
  const longest = Math.max(
    ...readFileSync(join(rendererDir, entry), 'utf8')
      .split('\n')
      .map((line) => line.length),
  );
  const sum = (files: readonly string[], size: (file: string) => number): number =>
    files.reduce((total, file) => total + size(file), 0);
  return {
    initial_js_files: initial.size,
    initial_js_bytes: sum([...initial], raw),
    initial_js_gzip_bytes: sum([...initial], gzip),
    lazy_js_files: lazy.length,
    lazy_js_gzip_bytes: sum(lazy, gzip),
    entry_longest_line: longest,
    minified: longest >= MINIFIED_LINE_LENGTH,
  };
}

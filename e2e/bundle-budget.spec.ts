/**
 * The window's first paint stays small: the renderer this run built (the worker's build, for
 * whichever host runs) is minified, and its entry script with everything it imports statically
 * stays under the budget, gzip-compressed as the host sends it. `npm run bench -- renderer`
 * reports the same figures for both builds.
 */
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { INITIAL_JS_BUDGET_GZIP_BYTES, bundleFigures } from '../bench/bundle-size.ts';
import { test } from './support/app.ts';

const RENDERER_DIR = fileURLToPath(new URL('../out/renderer', import.meta.url));

test('the first paint loads less than 150 KiB of JavaScript, minified', ({ hostChoice }) => {
  const figures = bundleFigures(RENDERER_DIR);
  console.log(`${hostChoice.kind} build: ${JSON.stringify(figures)}`);
  expect(figures.minified).toBe(true);
  expect(figures.initial_js_gzip_bytes).toBeLessThan(INITIAL_JS_BUDGET_GZIP_BYTES);
  // The charts (recharts) and the views other than the first are not in it.
  expect(figures.lazy_js_files).toBeGreaterThanOrEqual(4);
});

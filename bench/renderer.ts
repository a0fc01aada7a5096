/**
 * Renderer speed, through the web host in Chromium: the sandbox (20,000
 * products, a pool so large that pacing never enters) in a process of its own, main's core and
 * the web host in this process; Chromium drives the built renderer from `out/renderer`. Reports the time from
 * navigation to the first product row on screen, frame times while scrolling through every
 * loaded row (rAF deltas in the page; target p95 < 16.7 ms), and the renderer's JS size gzipped.
 */
import { cpus, loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { numericFlags } from './args.ts';
import { INITIAL_JS_BUDGET_GZIP_BYTES, bundleFigures, type BundleFigures } from './bundle-size.ts';
import {
  FIRST_PRODUCTS_MS,
  LOAD_ALL_ROWS,
  MARK_FIRST_PRODUCTS,
  scrollFrameDeltas,
} from './renderer-page.ts';
import { median, percentile, round } from './stats.ts';
import { buildWebRenderer, RENDERER_DIR, runBuildTool, startWebStack } from './web-stack.ts';

const FRAME_BUDGET_MS = 1000 / 60;

/**
 * Builds the renderer as each host ships it and measures the output: the Electron build
 * (`electron-vite build`) and the web host's (`vite build`). Both write `out/renderer`, so the
 * web build comes last and is what the browser part of the bench then loads.
 */
function buildAndMeasure(): { electron: BundleFigures; web: BundleFigures } {
  runBuildTool('node_modules/electron-vite/bin/electron-vite.js', ['build', '--logLevel', 'warn']);
  const electron = bundleFigures(RENDERER_DIR);
  buildWebRenderer();
  return { electron, web: bundleFigures(RENDERER_DIR) };
}

export async function signInWithPassword(page: Page, username: string, password: string) {
  await page.getByRole('tab', { name: 'User name and password' }).click();
  await page.getByRole('textbox', { name: /^User name/ }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/**
 * A fresh navigation (the session stays in main), timed by the page's own clock: the app opens
 * on the Overview, then Products is chosen in the navigation as soon as it is there, so the
 * figure covers the first screen, the products view's code (loaded on first use) and its rows.
 */
async function navigationToFirstProducts(page: Page, url: string): Promise<number> {
  // Launch codes work once: each navigation is a fresh launch, from a blank page so the new
  // code's URL is a real navigation (not just a fragment change).
  await page.goto('about:blank');
  await page.goto(url);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Products', exact: true })
    .click();
  return page.evaluate<number>(FIRST_PRODUCTS_MS);
}

export async function benchRenderer(args: readonly string[]): Promise<Record<string, unknown>> {
  const { products, navigations, step } = numericFlags(args, {
    products: 20_000,
    navigations: 5,
    /** Pixels scrolled per frame: 10 rows of 32 px, a fast flick sustained to the end. */
    step: 320,
  });
  const bundles = buildAndMeasure();
  const stack = await startWebStack(products);
  const { sandbox, host, browser } = stack;
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
    });
    const page = await context.newPage();
    await page.goto(host.issueLaunchUrl());
    await signInWithPassword(page, sandbox.demo.owner.username, sandbox.demo.owner.password);

    // Main keeps the session: each navigation below is a fresh launch of the signed-in app.
    await page.addInitScript(MARK_FIRST_PRODUCTS);
    const navigationMs: number[] = [];
    for (let i = 0; i < navigations; i++) {
      navigationMs.push(await navigationToFirstProducts(page, host.issueLaunchUrl()));
    }

    const loaded = await page.evaluate<{ rows: number; ms: number }>(LOAD_ALL_ROWS);
    const deltas = await page.evaluate<number[]>(scrollFrameDeltas(step));
    return {
      bench: 'renderer',
      products,
      navigation_to_first_products_ms: round(median(navigationMs)),
      navigation_samples_ms: navigationMs.map((ms) => round(ms)),
      rows_loaded: loaded.rows,
      load_all_rows_ms: round(loaded.ms),
      scroll_px_per_frame: step,
      frames: deltas.length,
      frame_p50_ms: round(median(deltas)),
      frame_p95_ms: round(percentile(deltas, 95)),
      frame_max_ms: round(Math.max(...deltas)),
      // A delta over 1.5 frames means at least one vsync went by without a new frame.
      frames_missed_vsync: deltas.filter((d) => d > FRAME_BUDGET_MS * 1.5).length,
      target_frame_p95_ms: round(FRAME_BUDGET_MS),
      // What each host's window downloads before its first paint (the web build is the one
      // measured above in Chromium).
      electron_build: bundles.electron,
      web_build: bundles.web,
      initial_js_budget_gzip_bytes: INITIAL_JS_BUDGET_GZIP_BYTES,
      chromium: `${browser.version()} headless`,
      cpus: cpus().length,
      // Other work on the machine shows in frame times: the 1-minute load average at the end.
      load_avg_1m: round(loadavg()[0] ?? NaN),
    };
  } finally {
    await stack.close();
  }
}

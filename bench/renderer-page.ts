/**
 * What the renderer benchmark runs inside the page. Kept as source text on purpose: functions
 * handed to `page.evaluate` are serialized with `toString()`, and tsx's transform may wrap named
 * functions in helpers that do not exist in the page. Selectors are the accessible roles and
 * names the app gives its products grid and list status.
 */

const GRID = `document.querySelector('[role="grid"][aria-label="Products"]')`;

/**
 * Init script: stamps `window.__firstProductsMs` with the frame time (ms since navigation start)
 * of the first frame painted after the grid's first data row (aria-rowindex 2) exists.
 */
export const MARK_FIRST_PRODUCTS = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="grid"][aria-label="Products"] [role="row"][aria-rowindex="2"]')) return;
    observer.disconnect();
    requestAnimationFrame((frameTime) => { window.__firstProductsMs = frameTime; });
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/**
 * Resolves with that stamp once it is set. (Waiting happens in the page: Playwright's
 * `waitForFunction` with source text would need `eval`, which the app's CSP forbids.)
 */
export const FIRST_PRODUCTS_MS = `new Promise((resolve) => {
  const check = () => {
    if (window.__firstProductsMs !== undefined) resolve(window.__firstProductsMs);
    else requestAnimationFrame(check);
  };
  check();
})`;

/**
 * Scrolls the grid to its end every frame until the list status gives the count ("20,000
 * products." while pages come from the service, "20,000 products · 37 below reorder level" once
 * the catalogue copy serves the grid) and the grid has rendered its last row (both sources fill
 * the grid page by page as it scrolls); resolves with the row count and the time it took.
 */
export const LOAD_ALL_ROWS = `new Promise((resolve, reject) => {
  const started = performance.now();
  const count = () => [...document.querySelectorAll('[role="status"]')]
    .map((el) => /^([\\d,.\\s\\u202f]+) products(?:\\.$| · )/.exec((el.textContent || '').trim()))
    .map((match) => (match ? Number(match[1].replace(/\\D/g, '')) : 0))
    .find((n) => n > 0);
  const step = () => {
    const grid = ${GRID};
    const rows = count();
    if (grid && rows && grid.querySelector('[role="row"][aria-rowindex="' + (rows + 1) + '"]')) {
      resolve({ rows, ms: performance.now() - started });
      return;
    }
    if (performance.now() - started > 600000) {
      reject(new Error('not every product loaded within 10 minutes'));
      return;
    }
    if (grid) grid.scrollTop = grid.scrollHeight;
    requestAnimationFrame(step);
  };
  step();
})`;

/**
 * From the top to the end of the grid, `step` pixels per frame; resolves with the time between
 * consecutive animation frames (ms), the first (idle) interval left out.
 */
export function scrollFrameDeltas(step: number): string {
  return `new Promise((resolve) => {
    const grid = ${GRID};
    const deltas = [];
    let last = null;
    grid.scrollTop = 0;
    const frame = (now) => {
      if (last !== null) deltas.push(now - last);
      last = now;
      if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1) {
        resolve(deltas.slice(1));
        return;
      }
      grid.scrollTop += ${String(step)};
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(() => requestAnimationFrame(frame));
  })`;
}

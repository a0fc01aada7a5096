/**
 * What the search benchmark runs inside the page, as source text (see renderer-page.ts for why).
 * A keystroke's time runs from the `input` event's timestamp to the first animation frame in
 * which the products grid shows the answer to the field's current text (its wrapper's
 * `data-search`, set once the rows on screen are the new ones): the frame that paints them.
 * Also what the page's catalogue copy costs it (the user-timing measures of copy-timing.ts).
 */
import { COPY_INDEXED, COPY_RECEIVED } from '../renderer/replica/copy-timing.ts';

export const INSTALL_KEYSTROKE_PROBE = `(() => {
  const input = document.querySelector('.product-search-input');
  const wrap = document.querySelector('.products-table');
  if (!input || !wrap) throw new Error('no products search on the page');
  window.__keystrokeMs = [];
  input.addEventListener('input', (event) => {
    const started = event.timeStamp;
    const check = (frameTime) => {
      if (wrap.dataset.search === input.value) window.__keystrokeMs.push(frameTime - started);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, true);
})()`;

/** Resolves once `count` keystrokes have been measured. */
export const WAIT_FOR_SAMPLE = (count: number): string => `new Promise((resolve, reject) => {
  const started = performance.now();
  const check = () => {
    if (window.__keystrokeMs.length >= ${count}) resolve(window.__keystrokeMs.at(-1));
    else if (performance.now() - started > 10000) {
      const wrap = document.querySelector('.products-table');
      const input = document.querySelector('.product-search-input');
      reject(new Error('no rows after a keystroke: grid shows "' + (wrap && wrap.dataset.search) + '", field has "' + (input && input.value) + '", ' + window.__keystrokeMs.length + ' measured'));
    }
    else requestAnimationFrame(check);
  };
  check();
})`;

/** In the page: the last copy's time to arrive, and to be decoded and indexed. */
export const LAST_COPY_COST = `[${JSON.stringify(COPY_RECEIVED)}, ${JSON.stringify(COPY_INDEXED)}].map(
  (name) => performance.getEntriesByName(name).at(-1)?.duration ?? NaN)`;
export const COPIES_INDEXED = `performance.getEntriesByName(${JSON.stringify(COPY_INDEXED)}).length`;
/**
 * Resolves once the page has indexed `count` copies (whole or changed). The page's CSP forbids
 * Playwright's string predicates, so this polls as a promise.
 */
export const WAIT_FOR_COPIES = (count: number): string => `new Promise((resolve, reject) => {
  const started = performance.now();
  const check = () => {
    if (${COPIES_INDEXED} >= ${count}) resolve(true);
    else if (performance.now() - started > 60000) reject(new Error('no change reached the page'));
    else setTimeout(check, 20);
  };
  check();
})`;

/**
 * Init script: records the page's long tasks (main-thread tasks over 50 ms, which is all the
 * browser reports) as [startTime, duration] pairs from the navigation on.
 */
export const RECORD_LONG_TASKS = `(() => {
  window.__longTasks = [];
  window.__longTasksObserved = PerformanceObserver.supportedEntryTypes.includes('longtask');
  if (!window.__longTasksObserved) return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
})()`;

/** Whether the page reports long tasks at all (so a 0 below means "none", not "not measured"). */
export const LONG_TASKS_OBSERVED = 'window.__longTasksObserved === true';

/** The page's clock, to mark the ends of a span. */
export const PAGE_NOW = 'performance.now()';

/** When the page asked main for its first catalogue copy (page clock). */
export const FIRST_COPY_ASKED = `performance.getEntriesByName(${JSON.stringify(COPY_RECEIVED)})[0]?.startTime ?? NaN`;

/**
 * Resolves, after two more frames (so a task that began in the span has ended and been
 * reported), with the longest long task overlapping [start, end] of the page's clock (0: none
 * over 50 ms) and how many there were.
 */
export const LONGEST_TASK_BETWEEN = (
  start: number,
  end: number,
): string => `new Promise((resolve) => {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
    const inSpan = window.__longTasks.filter(([s, d]) => s < ${String(end)} && s + d > ${String(start)});
    resolve([Math.max(0, ...inSpan.map(([, d]) => d)), inSpan.length]);
  }, 0)));
})`;

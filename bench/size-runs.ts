/**
 * Runs each catalogue size of a benchmark in a process of its own (`worker`, given the size and
 * the bench's flags as JSON), one after the other, within a time limit each: so each size's
 * memory is its own, and a size that cannot finish is stopped and reported as
 * `"finished": false` with how far it got (size-report.ts), instead of holding the run.
 * Progress goes to stderr as it comes; each size's line to stderr as it ends too.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { killWithThisProcess, stopChild } from './child-process.ts';
import { parseSizeLine, sizeReport, type SizeLine } from './size-report.ts';
import { round } from './stats.ts';

const load = (): number[] => loadavg().map((value) => round(value));

function runSize(
  bench: string,
  worker: string,
  products: number,
  timeLimitS: number,
  flags: Record<string, number>,
): Promise<Record<string, unknown>> {
  const loadAtStart = load();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', worker, String(products), JSON.stringify(flags)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // Time to stop its sandbox and its browser first.
  const forget = killWithThisProcess(child, 8_000);
  const lines: SizeLine[] = [];
  createInterface({ input: child.stdout }).on('line', (text) => {
    const line = parseSizeLine(text);
    if (line === undefined) {
      process.stderr.write(`${text}\n`);
      return;
    }
    lines.push(line);
    if (line.kind === 'progress') {
      process.stderr.write(`${JSON.stringify({ bench, products, ...line.progress })}\n`);
    }
  });
  let timedOut = false;
  const limit = setTimeout(() => {
    timedOut = true;
    void stopChild(child);
  }, timeLimitS * 1000);
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      clearTimeout(limit);
      forget();
      const report = sizeReport({
        bench,
        products,
        timeLimitS,
        elapsedS: round((performance.now() - started) / 1000, 1),
        lines,
        timedOut,
        exit: { code, signal },
        loadAtStart,
        loadAtEnd: load(),
      });
      process.stderr.write(`${JSON.stringify(report)}\n`);
      resolve(report);
    });
  });
}

/** Each size in turn; one line (object) per size. */
export async function runSizes(options: {
  readonly bench: string;
  readonly worker: string;
  readonly sizes: readonly number[];
  readonly timeLimitS: number;
  readonly flags: Record<string, number>;
}): Promise<Record<string, unknown>[]> {
  const reports: Record<string, unknown>[] = [];
  for (const products of options.sizes) {
    reports.push(
      await runSize(options.bench, options.worker, products, options.timeLimitS, options.flags),
    );
  }
  return reports;
}

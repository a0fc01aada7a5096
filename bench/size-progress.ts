/**
 * The size process's side of size-report.ts: prints its stage with its memory as it goes (and
 * every `HEARTBEAT_MS` while a stage lasts, so a size stopped by the time limit still says how far
 * it got and how much memory it held), then its result or its error.
 */
import { performance } from 'node:perf_hooks';
import { memoryNow } from './memory.ts';
import { round } from './stats.ts';

const HEARTBEAT_MS = 15_000;

/** A busy sandbox may not answer at once: the heartbeat prints without its figures then. */
const DETAIL_MS = 5_000;

function withinDetailTime(
  detail: Promise<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Record<string, unknown>>((resolve) => {
    timer = setTimeout(
      () => resolve({ detail: `no answer within ${String(DETAIL_MS)} ms` }),
      DETAIL_MS,
    );
  });
  return Promise.race([
    detail.catch((error: unknown) => ({ detail: String(error) })),
    late,
  ]).finally(() => clearTimeout(timer));
}

export interface SizeProgress {
  /** A new stage begins; `detail` is added to its progress lines (called each time). */
  stage(name: string, detail?: () => Promise<Record<string, unknown>>): Promise<void>;
  result(value: Record<string, unknown>): void;
  error(error: unknown): void;
}

export function sizeProgress(): SizeProgress {
  const started = performance.now();
  let stage = 'starting';
  let detail: (() => Promise<Record<string, unknown>>) | undefined;
  let peakHeapMb = 0;
  const print = async (): Promise<void> => {
    const memory = memoryNow({ collect: false });
    peakHeapMb = Math.max(peakHeapMb, memory.heap_mb);
    const extra = detail === undefined ? {} : await withinDetailTime(detail());
    console.log(
      JSON.stringify({
        progress: {
          stage,
          at_s: round((performance.now() - started) / 1000, 1),
          main_heap_mb: memory.heap_mb,
          main_rss_mb: memory.rss_mb,
          main_peak_heap_mb_seen: peakHeapMb,
          main_peak_rss_mb: memory.peak_rss_mb,
          ...extra,
        },
      }),
    );
  };
  const heartbeat = setInterval(() => void print(), HEARTBEAT_MS);
  heartbeat.unref();
  return {
    stage: async (name, nextDetail) => {
      stage = name;
      detail = nextDetail;
      await print();
    },
    result: (value) => {
      clearInterval(heartbeat);
      console.log(JSON.stringify({ result: value }));
    },
    error: (error) => {
      clearInterval(heartbeat);
      console.log(
        JSON.stringify({ error: error instanceof Error ? error.message : String(error) }),
      );
    },
  };
}

/**
 * One size of a multi-size benchmark runs in a process of its own and prints JSON lines:
 * `{"progress": {...}}` as it goes (the stage it is in and its memory), then `{"result": {...}}`,
 * or `{"error": "..."}` if it failed. This turns what it printed, and how it ended, into the
 * size's one line: its result with `"finished": true`, or `"finished": false` with why and the
 * last progress it reported (how far it got).
 */

export type SizeLine =
  | { readonly kind: 'progress'; readonly progress: Record<string, unknown> }
  | { readonly kind: 'result'; readonly result: Record<string, unknown> }
  | { readonly kind: 'error'; readonly error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A line the size's process printed, or undefined for anything else (its own notes). */
export function parseSizeLine(line: string): SizeLine | undefined {
  if (!line.startsWith('{')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  if (isRecord(value['progress'])) return { kind: 'progress', progress: value['progress'] };
  if (isRecord(value['result'])) return { kind: 'result', result: value['result'] };
  if (typeof value['error'] === 'string') return { kind: 'error', error: value['error'] };
  return undefined;
}

export interface SizeEnd {
  readonly bench: string;
  readonly products: number;
  readonly timeLimitS: number;
  readonly elapsedS: number;
  /** What the process printed, in order. */
  readonly lines: readonly SizeLine[];
  /** Stopped because the time limit passed (before it printed a result). */
  readonly timedOut: boolean;
  /** How the process ended: its exit code, or the signal that ended it. */
  readonly exit: { readonly code: number | null; readonly signal: string | null };
  /** Load averages (1, 5, 15 minutes) when the size started and when it ended. */
  readonly loadAtStart: readonly number[];
  readonly loadAtEnd: readonly number[];
}

export function sizeReport(end: SizeEnd): Record<string, unknown> {
  const common = {
    bench: end.bench,
    products: end.products,
    elapsed_s: end.elapsedS,
    time_limit_s: end.timeLimitS,
    load_avg_start: end.loadAtStart,
    load_avg_end: end.loadAtEnd,
  };
  const result = end.lines.findLast((line) => line.kind === 'result');
  // A result printed counts even if the process was then stopped while closing down.
  if (result !== undefined) {
    return { ...common, finished: true, ...result.result };
  }
  const progress = end.lines.findLast((line) => line.kind === 'progress')?.progress ?? null;
  const error = end.lines.findLast((line) => line.kind === 'error')?.error;
  const why = end.timedOut
    ? `time limit of ${String(end.timeLimitS)} s reached`
    : (error ??
      `the process ended (${end.exit.signal ?? `code ${String(end.exit.code)}`}) without a result`);
  return {
    ...common,
    finished: false,
    why,
    reached: typeof progress?.['stage'] === 'string' ? progress['stage'] : 'not started',
    last_progress: progress,
  };
}

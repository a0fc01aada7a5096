/**
 * Holds each request until the modelled pool can pay its estimate (issue 4), so code 30 is the
 * exception rather than the control loop. What the user is looking at goes first; background
 * work is capped at a share of the account's restore rate and leaves a reserve for people, since
 * the pool is shared with every other user of the account.
 */
import { creditsAt, spend, type CreditBucket } from '../../shared/cost/bucket.ts';
import type { CreditModel } from './credit-model.ts';

export type Priority = 'foreground' | 'background';

export interface PacerOptions {
  readonly model: CreditModel;
  readonly now?: () => number;
  /** Share of the restore rate background work may use (issue 4; kiosk default 10%). */
  readonly backgroundShare?: number;
  /** Share of the maximum background work leaves untouched for foreground requests. */
  readonly backgroundReserve?: number;
  /** Longest single wait before re-checking (the model may change meanwhile). */
  readonly recheckMs?: number;
}

export interface Pacer {
  /** Resolves when the request may be sent, with a function to call once it is answered. */
  acquire(estimate: number, priority: Priority): Promise<() => void>;
  /** Re-evaluates the queue (after the model changed). */
  poke(): void;
  pending(): number;
  dispose(): void;
}

interface Waiter {
  readonly estimate: number;
  readonly priority: Priority;
  readonly seq: number;
  readonly resolve: (finish: () => void) => void;
}

export function createPacer(options: PacerOptions): Pacer {
  const { model } = options;
  const now = options.now ?? Date.now;
  const share = options.backgroundShare ?? 0.25;
  const reserveShare = options.backgroundReserve ?? 0.2;
  const recheckMs = options.recheckMs ?? 1000;
  const queue: Waiter[] = [];
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let allowance: CreditBucket | null = null;

  /** Background allowance: a bucket at `share` of the account's rate and size. */
  const allowanceNow = (): CreditBucket | null => {
    const server = model.bucket();
    if (!server) return null;
    const max = Math.max(1, server.max * share);
    const rate = server.rate * share;
    if (!allowance || allowance.max !== max || allowance.rate !== rate) {
      allowance = { available: max, max, rate, at: now() };
    }
    return allowance;
  };

  /** Seconds until `waiter` may go: 0 now; null while the pool is unknown and a request is out. */
  const waitFor = (waiter: Waiter): number | null => {
    const t = now();
    const server = model.bucket();
    if (!server) return model.inFlight() === 0 ? 0 : null;
    if (waiter.priority === 'foreground') return model.secondsUntil(waiter.estimate, t) ?? 0;
    const reserve = server.max * reserveShare;
    const pool = model.secondsUntil(Math.min(server.max, waiter.estimate + reserve), t) ?? 0;
    const bucket = allowanceNow();
    const own = bucket
      ? Math.max(0, (Math.min(waiter.estimate, bucket.max) - creditsAt(bucket, t)) / bucket.rate)
      : 0;
    return Math.max(pool, Number.isFinite(own) ? own : Infinity);
  };

  const pump = (): void => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    queue.sort((a, b) =>
      a.priority === b.priority ? a.seq - b.seq : a.priority === 'foreground' ? -1 : 1,
    );
    while (queue.length > 0) {
      const head = queue[0];
      if (!head) break;
      const wait = waitFor(head);
      if (wait === 0) {
        queue.shift();
        if (head.priority === 'background' && allowance) {
          allowance = spend(allowance, head.estimate, now());
        }
        head.resolve(model.begin(head.estimate));
        continue;
      }
      model.setWaiting(wait ?? null);
      const delay = wait === null ? recheckMs : Math.min(recheckMs, Math.max(10, wait * 1000));
      timer = setTimeout(pump, delay);
      return;
    }
    model.setWaiting(null);
  };

  return {
    acquire(estimate, priority) {
      return new Promise((resolve) => {
        queue.push({ estimate, priority, seq: seq++, resolve });
        pump();
      });
    },
    poke: pump,
    pending: () => queue.length,
    dispose() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

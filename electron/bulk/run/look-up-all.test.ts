import { describe, expect, it } from 'vitest';
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import { createRunEvents } from '../testing/run-events.ts';
import { lookUpAll } from './look-up-all.ts';

/** Look-ups that wait until the test lets each one go, recording what ran and when. */
function heldLookUps(fails: ReadonlySet<number> = new Set()) {
  const started: number[] = [];
  const waiting = new Map<number, () => void>();
  const begun = createRunEvents();
  let inFlight = 0;
  let most = 0;
  const lookUp = async (item: number): Promise<BridgeError | null> => {
    started.push(item);
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise<void>((resolve) => {
      waiting.set(item, resolve);
      begun.signal();
    });
    inFlight--;
    return fails.has(item) ? { kind: 'server', message: `item ${item} failed` } : null;
  };
  /** Resolves once `item`'s look-up has started (and waits to be let go). */
  const reached = (item: number) => begun.until(() => waiting.has(item));
  const release = async (item: number) => {
    await reached(item);
    waiting.get(item)?.();
  };
  return { lookUp, started, reached, release, most: () => most };
}

describe('lookUpAll', () => {
  it('looks items up in order, at most `concurrency` at once, counting progress by weight', async () => {
    const held = heldLookUps();
    const progress: [number, number][] = [];
    const done = lookUpAll({
      items: [1, 2, 3, 4],
      concurrency: 2,
      lookUp: held.lookUp,
      weight: (item) => item,
      onProgress: (checked, total) => progress.push([checked, total]),
    });
    await held.release(1);
    await held.release(2);
    await held.release(3);
    await held.release(4);
    expect(await done).toBeNull();
    expect(held.started).toEqual([1, 2, 3, 4]);
    expect(held.most()).toBe(2);
    expect(progress).toEqual([
      [1, 10],
      [3, 10],
      [6, 10],
      [10, 10],
    ]);
  });

  it('stops at the first failure: nothing not yet started is looked up', async () => {
    const held = heldLookUps(new Set([1]));
    const done = lookUpAll({ items: [1, 2, 3, 4], concurrency: 2, lookUp: held.lookUp });
    await held.release(1);
    await held.release(2);
    expect(await done).toEqual({ kind: 'server', message: 'item 1 failed' });
    expect(held.started).toEqual([1, 2]);
  });

  it('says cancelled when the signal aborts, and starts nothing more', async () => {
    const held = heldLookUps();
    const abort = new AbortController();
    const done = lookUpAll({
      items: [1, 2, 3],
      concurrency: 1,
      lookUp: held.lookUp,
      signal: abort.signal,
    });
    await held.reached(1);
    expect(held.started).toEqual([1]);
    abort.abort();
    await held.release(1);
    expect(await done).toEqual({ kind: 'invalid-input', message: 'Cancelled.' });
    expect(held.started).toEqual([1]);
  });
});

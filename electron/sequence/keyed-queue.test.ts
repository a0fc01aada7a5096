import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.ts';

/** A promise the test settles by hand. */
function gate() {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Lets every promise that can settle now settle (one turn of the event loop, no timer). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createKeyedQueue', () => {
  it('runs one operation at a time per key, in call order, after a failure too', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const first = gate();
    const a = queue('p1', async () => {
      log.push('a starts');
      await first.opened;
      log.push('a ends');
      throw new Error('a failed');
    });
    const b = queue('p1', () => {
      log.push('b runs');
      return Promise.resolve('b');
    });
    await nextTurn();
    expect(log).toEqual(['a starts']);
    first.open();
    await expect(a).rejects.toThrow('a failed');
    await expect(b).resolves.toBe('b');
    expect(log).toEqual(['a starts', 'a ends', 'b runs']);
  });

  it('lets different keys run side by side', async () => {
    const queue = createKeyedQueue();
    const held = gate();
    const log: string[] = [];
    const slow = queue('p1', async () => {
      await held.opened;
      log.push('p1');
    });
    await queue('p2', () => {
      log.push('p2');
      return Promise.resolve();
    });
    expect(log).toEqual(['p2']);
    held.open();
    await slow;
    expect(log).toEqual(['p2', 'p1']);
  });

  it("drops a key's lane once nothing runs or waits in it, and keeps the order meanwhile", async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const first = gate();
    const a = queue('run-1', async () => {
      await first.opened;
      log.push('a');
    });
    const b = queue('run-1', () => {
      log.push('b');
      return Promise.reject(new Error('b failed'));
    });
    expect(queue.laneCount()).toBe(1);
    first.open();
    await a;
    const c = queue('run-1', () => {
      log.push('c');
      return Promise.resolve();
    });
    await expect(b).rejects.toThrow('b failed');
    await c;
    await nextTurn();
    expect(log).toEqual(['a', 'b', 'c']);
    expect(queue.laneCount()).toBe(0);
    await queue('run-2', () => Promise.resolve());
    expect(queue.laneCount()).toBe(0);
  });
});

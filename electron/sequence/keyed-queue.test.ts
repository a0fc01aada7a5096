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
});

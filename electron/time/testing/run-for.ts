import type { FakeScheduler } from './fake-scheduler.ts';

/** One real turn of the event loop: every promise already settled has run its callbacks. */
const realTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Moves `scheduler` on by `ms`, timer by timer, letting promises run after each: code that
 * awaits between its timers (a request answered, then the next one paced) sees every moment it
 * would on a real clock. The clock still moves only here, so nothing depends on the machine's speed.
 */
export async function runFor(scheduler: FakeScheduler, ms: number): Promise<void> {
  const end = scheduler.now() + ms;
  await realTurn();
  for (;;) {
    const next = scheduler.nextIn();
    if (next === null || scheduler.now() + next > end) break;
    scheduler.advance(next);
    await realTurn();
  }
  scheduler.advance(end - scheduler.now());
  await realTurn();
}

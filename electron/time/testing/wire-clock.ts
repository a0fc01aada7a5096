import { vi } from 'vitest';

/**
 * A fake clock for tests whose requests cross real HTTP. vitest's fake timers and `Date` stand in
 * for time in the whole process — the sandbox's credit pools and token expiry, the broker's pacer,
 * retries and samples — and the clock moves only while nothing is on the wire. So a reply is read
 * at the moment its request was sent, and what a test counts (credits, retries, samples) is the
 * same on an idle machine and a busy one.
 *
 * Install it before the sandbox and the code under test are created, so they read the fake `Date`.
 * `setImmediate` stays real: `settle` uses it to let sockets and promises run.
 */
export interface WireClock {
  /** A fetch that counts requests on the wire: install it globally or hand it to the broker. */
  readonly fetch: typeof fetch;
  /** Real event-loop turns until nothing is on the wire and nothing new was sent for a few. */
  settle(): Promise<void>;
  /** Moves the clock timer by timer, settling after each, until `ms` have passed. */
  runFor(ms: number): Promise<void>;
  /** Settles `promise`, moving the clock whenever it waits on nothing but timers. */
  drive<T>(promise: Promise<T>): Promise<T>;
  /** Back to real timers. */
  uninstall(): void;
}

/** Quiet turns in a row that count as settled. */
const QUIET_TURNS = 5;
/**
 * Real time with nothing on the wire and no timer before `drive` gives up: a hang guard. Counted
 * in turns it was a margin, since work off the wire (a disk, the thread pool) can outlast any
 * number of turns on a busy machine. `performance` is not faked.
 */
const STUCK_MS = 30_000;
/** Statuses whose replies carry no body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

const realTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function installWireClock(start: number): WireClock {
  const realFetch = globalThis.fetch;
  vi.useFakeTimers({
    now: start,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  let onWire = 0;
  let sent = 0;

  // The whole body is read before the request leaves the wire, so nobody reads it late.
  const counting: typeof fetch = async (input, init) => {
    onWire++;
    sent++;
    try {
      const response = await realFetch(input, init);
      const body = NULL_BODY.has(response.status) ? null : await response.arrayBuffer();
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } finally {
      onWire--;
    }
  };

  const settle = async (): Promise<void> => {
    let quiet = 0;
    let seen = sent;
    while (quiet < QUIET_TURNS) {
      await realTurn();
      quiet = onWire === 0 && seen === sent ? quiet + 1 : 0;
      seen = sent;
    }
  };

  return {
    fetch: counting,
    settle,
    async runFor(ms) {
      const end = Date.now() + ms;
      await settle();
      while (Date.now() < end) {
        if (vi.getTimerCount() === 0) vi.setSystemTime(end);
        else vi.advanceTimersToNextTimer();
        await settle();
      }
    },
    async drive(promise) {
      const state = { done: false };
      const settled = promise.finally(() => {
        state.done = true;
      });
      let idleSince = performance.now();
      await settle();
      while (!state.done) {
        if (vi.getTimerCount() > 0) {
          vi.advanceTimersToNextTimer();
          idleSince = performance.now();
        } else if (performance.now() - idleSince > STUCK_MS) {
          throw new Error('wire clock: the promise waits on neither the wire nor a timer');
        }
        await settle();
      }
      return settled;
    },
    uninstall: () => vi.useRealTimers(),
  };
}

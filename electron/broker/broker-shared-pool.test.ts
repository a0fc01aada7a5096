/**
 * Three brokers, each with its own password session, share one account's pool on the sandbox
 * (docs/service-notes.md "Credits"): each sees the others only through the pool its replies report.
 * Time is faked (the sandbox's restore, the brokers' clocks and pacing timers) and moves only
 * while no request is out, to the next timer: what each sees of the others does not hang on how
 * fast this machine answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { createBroker, type Broker } from './broker.ts';
import { passwordSession, recordingFetch, schema, type WireLog } from './testing/broker-harness.ts';

let sandbox: SandboxHandle | undefined;
const brokers: Broker[] = [];
afterEach(async () => {
  vi.useRealTimers();
  brokers.splice(0).forEach((b) => b.dispose());
  await sandbox?.close();
  sandbox = undefined;
});

interface Page {
  products: {
    data: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: unknown[] };
  };
}

/** Pages through the catalogue, asking for more than fits; notes whether others were seen. */
async function sync(broker: Broker): Promise<{ records: number; sawOthers: boolean }> {
  await broker.execute({ operationName: 'Quota', variables: {}, priority: 'background' });
  let records = 0;
  let sawOthers = false;
  let after: string | null = null;
  for (;;) {
    const result = await broker.execute({
      operationName: 'ProductsPage',
      variables: { first: 100_000, ...(after === null ? {} : { after }) },
      priority: 'background',
    });
    if (!result.ok) throw new Error(result.error.message);
    const page = (result.value.data as Page).products.data;
    records += page.edges.length;
    sawOthers ||= broker.model()?.contended() === true;
    after = page.pageInfo.endCursor;
    if (!page.pageInfo.hasNextPage) return { records, sawOthers };
  }
}

describe('brokers sharing one account', () => {
  it('notice each other and all finish, with code 30 the exception', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    sandbox = await startSandbox({
      port: 0,
      products: 3000,
      orders: 10,
      credits: 4004,
      rate: 1200,
    });
    const started = sandbox;
    const logs: WireLog[] = [];
    // Requests out, and a turn for each answer: the clock stands still while any is out.
    let out = 0;
    let answered: () => void = () => undefined;
    for (let i = 0; i < 3; i++) {
      const { fetch: recorded, log } = recordingFetch();
      const fetch: typeof globalThis.fetch = async (input, init) => {
        out++;
        try {
          return await recorded(input, init);
        } finally {
          out--;
          answered();
        }
      };
      const active = {
        profile: { id: 'sandbox', baseUrl: started.url },
        session: await passwordSession(started),
      };
      logs.push(log);
      brokers.push(
        createBroker({
          schema,
          active: () => active,
          fetch,
          backgroundShare: 1,
          backgroundReserve: 0,
        }),
      );
    }
    const syncs = { done: false };
    const all = Promise.all(brokers.map((broker) => sync(broker))).finally(() => {
      syncs.done = true;
    });
    while (!syncs.done) {
      if (out === 0) await vi.advanceTimersToNextTimerAsync();
      else await new Promise<void>((resolve) => (answered = resolve));
    }
    const runs = await all;

    expect(runs.map((r) => r.records)).toEqual([3000, 3000, 3000]);
    // Each learned of the others from the pool alone, and paced around them.
    expect(runs.every((r) => r.sawOthers)).toBe(true);
    const requests = logs.reduce((sum, log) => sum + log.requests.length, 0);
    const code30 = logs.reduce((sum, log) => sum + log.count((r) => r.codes.includes(30)), 0);
    expect(requests).toBeGreaterThan(30);
    expect(code30).toBeLessThanOrEqual(1);
  }, 30_000);
});

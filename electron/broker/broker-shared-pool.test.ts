/**
 * Three brokers, each with its own password session, share one account's pool on the sandbox
 * (docs/service-notes.md "Credits"): each sees the others only through the pool its replies report.
 * On a fake clock that moves only while nothing is on the wire (`wire-clock.ts`): what each sees
 * of the others does not hang on how fast this machine answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { createBroker, type Broker } from './broker.ts';
import { passwordSession, recordingFetch, schema, type WireLog } from './testing/broker-harness.ts';
import { installWireClock, type WireClock } from '../time/testing/wire-clock.ts';

const START = Date.parse('2026-03-02T08:00:00Z');
let clock: WireClock | undefined;
let sandbox: SandboxHandle | undefined;
const brokers: Broker[] = [];
afterEach(async () => {
  brokers.splice(0).forEach((b) => b.dispose());
  await sandbox?.close();
  sandbox = undefined;
  clock?.uninstall();
  clock = undefined;
  vi.unstubAllGlobals();
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
    const wire = installWireClock(START);
    clock = wire;
    // Every request the brokers' recording fetches send is counted on the wire.
    vi.stubGlobal('fetch', wire.fetch);
    sandbox = await startSandbox({
      port: 0,
      products: 3000,
      orders: 10,
      credits: 4004,
      rate: 1200,
    });
    const started = sandbox;
    const logs: WireLog[] = [];
    for (let i = 0; i < 3; i++) {
      const { fetch, log } = recordingFetch();
      const active = {
        profile: { id: 'sandbox', baseUrl: started.url },
        session: await wire.drive(passwordSession(started)),
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
    const runs = await wire.drive(Promise.all(brokers.map((broker) => sync(broker))));

    expect(runs.map((r) => r.records)).toEqual([3000, 3000, 3000]);
    // Each learned of the others from the pool alone, and paced around them.
    expect(runs.every((r) => r.sawOthers)).toBe(true);
    const requests = logs.reduce((sum, log) => sum + log.requests.length, 0);
    const code30 = logs.reduce((sum, log) => sum + log.count((r) => r.codes.includes(30)), 0);
    expect(requests).toBeGreaterThan(30);
    expect(code30).toBeLessThanOrEqual(1);
  }, 30_000);
});

/**
 * The fault suite's world: the real sandbox and broker, import services over a shared journal
 * folder (each its own "process": its own lock holder, disk and clock), a service that can be
 * killed and restarted, and the count that matters — per row of the plan, how many times the
 * sandbox's inventory history holds its change.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportStatus } from '../../../../shared/bulk/import-contract.ts';
import { createFakeCipher } from '../../../auth/testing/fake-cipher.ts';
import {
  passwordSession,
  recordingFetch,
  schema,
  startHarness,
  type Harness,
} from '../../../broker/testing/broker-harness.ts';
import type { ActiveSession } from '../../../broker/active-session.ts';
import { createBroker } from '../../../broker/broker.ts';
import type { LockDeps } from '../../../lock/data-dir-lock.ts';
import type { ExecuteRequest } from '../../../broker/execute.ts';
import { createImportService, type ImportService } from '../../import-service.ts';
import { openRealTarget, type OpenTarget } from '../../journal/journal-disk.ts';
import { createJournalStore, type JournalStore } from '../../journal/journal-store.ts';
import { importTag } from '../../run/import-tag.ts';
import { createFakeScheduler } from '../../../time/testing/fake-scheduler.ts';
import { createRunEvents } from '../../testing/run-events.ts';
import type { StockPlan } from '../../stock/stock-plan.ts';
import { stockPlanOf } from '../../stock/testing/stock-plan-of.ts';
import { orderMutation, type OrderPlan } from '../../orders/order-plan.ts';
import type { ImportPlan } from '../../import-kinds.ts';
import { importScopes } from '../../../../shared/bulk/import-kinds.ts';
import { waitsEndAtOnce } from '../../../broker/testing/waits-end-at-once.ts';

export const PROFILE = 'sandbox';
/** What both kinds of import need, and no more. */
const SCOPES = [...new Set([...importScopes('stock'), ...importScopes('orders')])];
const cipher = createFakeCipher();

/** What the sandbox's history says of each row of a run. */
export interface Tally {
  /** Rows whose change is not in the history at all. */
  readonly lost: number;
  /** Rows whose change is in it more than once. */
  readonly doubled: number;
}

export interface Process {
  readonly imports: ImportService;
  readonly journals: JournalStore;
  /** The live status of a run in this process (null when it does not list it). */
  status(runId: string): Promise<ImportStatus | null>;
  /**
   * Moves this process's clock on to each timer as the run comes to wait on it (settle waits,
   * check retries) until the run finishes; fails if it stops otherwise. Waits on the run's own
   * events, never on a real-time limit.
   */
  finish(runId: string): Promise<ImportStatus>;
  /** Moves this process's clock on (its timers fire). */
  advance(ms: number): void;
  /** Resolves once `holds` is true, checked again at each of the process's events. */
  until(holds: () => boolean | Promise<boolean>): Promise<void>;
  /** Timers of its runs now waiting on its clock. */
  waiting(): number;
  /** From now on its requests and journal writes never return: frozen, as if killed. */
  kill(): void;
}

export interface World {
  readonly harness: Harness;
  readonly dir: string;
  /** The service is unreachable: every request fails as a refused connection would. */
  down: boolean;
  /** Requests refused while the service was down. */
  readonly refused: number;
  /** The service's clock, held at this time (ms) while set; null: the real time. */
  serviceTime: number | null;
  /**
   * Kills the service as the `n`th stock change arrives: that change is applied, its reply is
   * lost, and the service stays down until `down` is cleared (its restart).
   */
  killServiceAt(n: number): void;
  /**
   * Holds every stock change after the next `n` at the service's door until `release`: a run
   * stopped there has applied exactly those, however fast it went.
   */
  holdAfter(n: number): void;
  release(): void;
  /** Resolves once every change `release` let go has been answered by the service. */
  released(): Promise<void>;
  plan(rows: number, fileName?: string): StockPlan;
  /** An order import adding a note to each of `rows` orders. */
  orderPlan(rows: number): OrderPlan;
  process(options?: { lock?: LockDeps; open?: OpenTarget }): Process;
  tally(plan: StockPlan, runId: string): Tally;
  /** The same count for an order import's notes, in the orders' timelines. */
  orderTally(plan: OrderPlan, runId: string): Tally;
  close(): Promise<void>;
}

const refusal = (): TypeError => new TypeError('fetch failed');
const refused = (): never => {
  throw refusal();
};

export async function startWorld(): Promise<World> {
  let killAt = Infinity;
  let changes = 0;
  let holdAt = Infinity;
  const held: (() => void)[] = [];
  /** Replies to the changes `release` let go. */
  const releasedAnswers: Promise<void>[] = [];
  const world: { down: boolean; refused: number; serviceTime: number | null } = {
    down: false,
    refused: 0,
    serviceTime: null,
  };
  /** The service's door, for every broker of the world: what holds and kills do. */
  const intercept = async (body: string, send: () => Promise<Response>): Promise<Response> => {
    if (body.includes('AddInventory') && changes >= holdAt) {
      await new Promise<void>((resolve) => held.push(resolve));
      const answered = answer(body, send);
      releasedAnswers.push(answered.then(() => undefined));
      return answered;
    }
    return answer(body, send);
  };
  const harness = await startHarness(
    { products: 60, orders: 12, now: () => world.serviceTime ?? Date.now() },
    // The broker's retry waits end at once (its clock is real time); the suite's time is its
    // injected clocks.
    { broker: { scheduler: waitsEndAtOnce }, intercept },
  );
  // Each process has its own broker, as a real one does: what a killed process's broker still
  // held (a request waiting on its credit pacing) dies with it instead of going out later.
  const active: ActiveSession = {
    profile: { id: PROFILE, baseUrl: harness.sandbox.url },
    session: await passwordSession(harness.sandbox),
  };
  /** What the service does with a request the world lets through. */
  async function answer(body: string, send: () => Promise<Response>): Promise<Response> {
    if (world.down) {
      world.refused++;
      return refused();
    }
    if (body.includes('AddInventory') && ++changes === killAt) {
      await send(); // applied; the service dies before its reply leaves
      world.down = true;
      return refused();
    }
    return send();
  }
  const dir = await mkdtemp(join(tmpdir(), 'import-faults-'));
  /** Each process's way to end: release what a kill froze, then close its imports. */
  const processes: (() => Promise<void>)[] = [];
  return {
    harness,
    dir,
    get down() {
      return world.down;
    },
    set down(value: boolean) {
      world.down = value;
    },
    get refused() {
      return world.refused;
    },
    get serviceTime() {
      return world.serviceTime;
    },
    set serviceTime(value: number | null) {
      world.serviceTime = value;
    },
    killServiceAt(n) {
      killAt = changes + n;
    },
    holdAfter(n) {
      holdAt = changes + n;
    },
    release() {
      holdAt = Infinity;
      held.splice(0).forEach((resolve) => resolve());
    },
    async released() {
      // A change let go reaches the service a turn later: wait until each has been answered.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await Promise.all(releasedAnswers.splice(0));
    },
    plan: (rows, fileName = 'faults.csv') => stockPlanOf(harness.sandbox, { rows, fileName }),
    orderPlan(rows) {
      const orders = harness.sandbox.data.accounts[0]?.orders ?? [];
      if (orders.length < rows) throw new Error(`the sandbox has fewer than ${rows} orders`);
      return {
        kind: 'orders',
        fileName: 'fault-notes.csv',
        rows: orders.slice(0, rows).map((order, i) => ({
          line: i + 2,
          orderId: order.id,
          orderNumber: order.order_number,
          change: 'note',
          note: `Fault note ${i + 1}`,
        })),
        skipped: [],
      };
    },
    process(options = {}) {
      const clock = createFakeScheduler(1_000_000);
      let frozen = false;
      /** What a kill left hanging, let go when the world closes so the process can close. */
      const hanging: (() => void)[] = [];
      let released = false;
      const hang = <T>(release: (settle: (value: T) => void, fail: (e: Error) => void) => void) =>
        new Promise<T>((resolve, reject) => {
          if (released) release(resolve, reject);
          else hanging.push(() => release(resolve, reject));
        });
      // Its runs' events (a status emitted, a timer set): what `until` and `finish` wait on.
      const events = createRunEvents();
      // A killed process puts nothing more on the wire: a request its broker sends from then on
      // hangs (refused once the world closes). Those already out reach the service's door.
      const wire = recordingFetch(intercept).fetch;
      const broker = createBroker({
        schema,
        active: () => active,
        scheduler: waitsEndAtOnce,
        fetch: (input, init) =>
          frozen ? hang((_settle, fail) => fail(refusal())) : wire(input, init),
      });
      const execute: ExecuteRequest = (request) =>
        frozen
          ? hang((settle) =>
              settle({
                ok: false,
                error: { kind: 'network', message: 'killed', applied: 'unknown' },
              }),
            )
          : broker.execute(request);
      const openTarget = options.open ?? openRealTarget;
      // A killed process writes nothing more: each write from then on hangs.
      const open: OpenTarget = async (path, flags) => {
        const target = await openTarget(path, flags);
        return {
          write: (buffer, offset, length) =>
            frozen
              ? hang((_settle, fail) => fail(new Error('killed')))
              : target.write(buffer, offset, length),
          datasync: () => target.datasync(),
          close: () => target.close(),
        };
      };
      const journals = createJournalStore({
        dir,
        cipher,
        now: () => clock.now(),
        open,
        ...(options.lock ? { lock: options.lock } : {}),
      });
      const imports = createImportService({
        journals,
        execute,
        schema,
        session: () => ({ profileId: PROFILE, scopes: SCOPES, scopeLimited: true }),
        credits: () => ({ rate: 600 }),
        emit: events.signal,
        emitCheck: () => undefined,
        clock: events.watch(clock),
      });
      let closed: Promise<void> | null = null;
      const close = (): Promise<void> => {
        closed ??= (async () => {
          released = true;
          hanging.splice(0).forEach((release) => release());
          await imports.close();
          broker.dispose();
        })();
        return closed;
      };
      processes.push(close);
      const status = async (runId: string): Promise<ImportStatus | null> => {
        const overview = await imports.status();
        if (!overview.ok) throw new Error(overview.error.message);
        return overview.value.runs.find((run) => run.runId === runId) ?? null;
      };
      return {
        imports: { ...imports, close },
        journals,
        status,
        until: events.until,
        waiting: () => clock.pendingCount(),
        async finish(runId) {
          for (;;) {
            const event = events.next();
            const current = await status(runId);
            if (!current) throw new Error('the run is gone');
            if (current.status === 'finished') return current;
            // Paused with no reason: the resume is still journalling `resumed`.
            if (current.status === 'cancelled' || current.stopReason !== null)
              throw new Error(`the run stopped ${current.status}: ${current.stopReason ?? ''}`);
            const due = clock.nextIn();
            // Waiting on time only: it passes. Otherwise the run is working: wait for its news.
            if (due !== null) clock.advance(Math.max(due, 1));
            else await event;
          }
        },
        advance: (ms) => {
          clock.advance(ms);
          events.signal();
        },
        kill() {
          frozen = true;
        },
      };
    },
    tally(plan, runId) {
      const account = harness.sandbox.data.accounts[0];
      let lost = 0;
      let doubled = 0;
      for (const row of plan.rows) {
        const tag = importTag(runId, row.line);
        const found =
          account?.inventoryChanges.filter((change) => change.reason.includes(tag)).length ?? 0;
        if (found === 0) lost++;
        if (found > 1) doubled++;
      }
      return { lost, doubled };
    },
    orderTally(plan, runId) {
      const orders = harness.sandbox.data.accounts[0]?.orders ?? [];
      let lost = 0;
      let doubled = 0;
      for (const row of plan.rows) {
        const tag = importTag(runId, row.line);
        const order = orders.find((o) => o.id === row.orderId);
        const found = order?.order_history.filter((h) => h.information.includes(tag)).length ?? 0;
        if (found === 0) lost++;
        if (found > 1) doubled++;
      }
      return { lost, doubled };
    },
    async close() {
      world.down = false;
      holdAt = Infinity;
      held.splice(0).forEach((resolve) => resolve());
      await Promise.all(processes.map((close) => close()));
      await harness.close();
    },
  };
}

/** A plan journalled and paused before its first row (as the service's start leaves it). */
export async function journalled(world: World, plan: ImportPlan): Promise<string> {
  const store = createJournalStore({ dir: world.dir, cipher });
  const journal = await store.create(PROFILE, plan);
  await journal.commit();
  await journal.close();
  return journal.runId;
}

/**
 * A plan journalled by a process that sent its first `sent` rows and died with none of it
 * recorded, nor any commit mark: a journal that cannot prove which rows were never sent.
 */
export async function journalledUnproven(
  world: World,
  plan: OrderPlan,
  sent: number,
): Promise<string> {
  const store = createJournalStore({ dir: world.dir, cipher });
  const journal = await store.create(PROFILE, plan);
  await journal.close();
  for (const row of plan.rows.slice(0, sent)) {
    const result = await world.harness.broker.execute({
      ...orderMutation(row, journal.runId),
      priority: 'background',
    });
    if (!result.ok) throw new Error(result.error.message);
  }
  return journal.runId;
}

/** The deps of a lock holder that is process `pid` on `host`; `alive` says which pids run. */
export function holder(pid: number, host: string, alive: ReadonlySet<number>): LockDeps {
  return { pid, host, isRunning: (other) => alive.has(other), now: () => 0 };
}

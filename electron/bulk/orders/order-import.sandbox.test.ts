/**
 * Order imports against the sandbox, through the real broker: the preview refuses bad rows and
 * sends nothing, the run applies each good row once (read back from the sandbox's orders and their
 * histories), a note whose reply was lost is looked for in the order's timeline before anything is
 * sent again, and a run a crash interrupted resumes from its journal without applying twice.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BridgeResult } from '../../../shared/bridge/errors.ts';
import type { Account, Order } from '../../../sandbox/data/types.ts';
import { createFakeCipher } from '../../auth/testing/fake-cipher.ts';
import { schema, startHarness, type Harness } from '../../broker/testing/broker-harness.ts';
import type { ExecuteRequest } from '../../broker/execute.ts';
import { createJournalStore } from '../journal/journal-store.ts';
import { importTag } from '../run/import-tag.ts';
import { jumpingClock } from '../run/testing/jumping-clock.ts';
import { createKnownStatuses, type KnownStatuses } from './known-statuses.ts';
import { orderImportRun, previewOrderImport } from './order-import.ts';
import { orderMutation, parseOrderPlan } from './order-plan.ts';

let harness: Harness;
let account: Account;
beforeEach(async () => {
  harness = await startHarness({ products: 10, orders: 30 });
  const first = harness.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
});
afterEach(() => harness.close());

const execute: ExecuteRequest = (request) => harness.broker.execute(request);
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const lost = <T>(): BridgeResult<T> => ({
  ok: false,
  error: { kind: 'network', message: 'connection reset', applied: 'unknown' },
});

/** Orders without any hold, each used by one test row. */
function plainOrders(count: number): Order[] {
  const picked = account.orders.filter((o) => !Object.values(o.holds).some(Boolean));
  if (picked.length < count) throw new Error('not enough orders without holds');
  return picked.slice(0, count);
}

/** A status some order of the account has, other than this order's. */
const otherStatus = (order: Order): string => {
  const status = account.orders.find(
    (o) => o.fulfillment_status !== order.fulfillment_status,
  )?.fulfillment_status;
  if (!status) throw new Error('the account uses one status only');
  return status;
};

const tagged = (order: Order, runId: string, line: number) =>
  order.order_history.filter((h) => h.information.includes(importTag(runId, line)));

async function preview(csv: string, knownStatuses?: KnownStatuses) {
  const result = await previewOrderImport({
    execute,
    schema,
    bytes: bytes(csv),
    fileName: 'orders.csv',
    rate: 60,
    ...(knownStatuses ? { knownStatuses } : {}),
  });
  if (!result.ok) throw new Error(`preview failed: ${JSON.stringify(result)}`);
  return result.value;
}

/** What the status sample costs: 1, plus 1 per order it returns. */
const SAMPLE_CREDITS = (): number => 1 + Math.min(100, account.orders.length);

/** The operations sent since `from` requests had gone. */
const sentSince = (from: number): string[] =>
  harness.wire.requests.slice(from).map((r) => r.operation);

/** Two orders without holds whose statuses differ. */
function twoStatuses(): [Order, Order] {
  const plain = account.orders.filter((o) => !Object.values(o.holds).some(Boolean));
  const [a] = plain;
  const b = plain.find((o) => o.fulfillment_status !== a?.fulfillment_status);
  if (!a || !b) throw new Error('setup: one status only');
  return [a, b];
}

const journalStore = async () =>
  createJournalStore({
    dir: await mkdtemp(join(tmpdir(), 'order-import-')),
    cipher: createFakeCipher(),
  });

describe('order import against the sandbox', () => {
  it('previews bad rows, then applies the good ones once each, at the estimated cost', async () => {
    const [a, b, c, d] = plainOrders(4);
    if (!a || !b || !c || !d) throw new Error('setup');
    const status = otherStatus(a);
    const csv = [
      'Order,Change,Value',
      `${a.order_number},status,${status}`, // 2: good
      `NO-SUCH-ORDER,tag,x`, // 3: unknown order
      `${b.order_number},place hold,Payment`, // 4: good
      `${b.order_number},status,zz-no-such-status`, // 5: unknown status
      `${c.order_number},tag,bulk-test`, // 6: good
      `${c.order_number},note,"Called, will pay Friday"`, // 7: good, a comma in quotes
      `${c.order_number},tag,bulk-test`, // 8: repeats line 6
      `${d.order_number},place hold,vacation`, // 9: no such hold
      `${d.order_number},note,`, // 10: empty note
    ].join('\r\n');
    const historyBefore = account.orders.map((o) => o.order_history.length);
    const requestsBefore = harness.wire.requests.length;
    const { plan, problems, estimate, checkCredits } = await preview(csv);

    expect(problems.map((p) => p.line)).toEqual([3, 5, 8, 9, 10]);
    expect(problems[1]?.message).toContain('no order of this account has the status');
    expect(problems[1]?.message).toContain(`"${status}"`);
    expect(plan.rows.map((r) => r.line)).toEqual([2, 4, 6, 7]);
    // The hold goes with its note (PlaceOrderHold: two root fields, one credit each).
    expect(estimate).toMatchObject({ changes: 4, credits: 5 });
    // One batch of five numbers, four found (1 per number + 1 per order found), and the status
    // sample (1 + the orders it returned), read because line 5's status is known nowhere else.
    expect(checkCredits).toBe(5 + 4 + SAMPLE_CREDITS());
    expect(harness.wire.requests.slice(requestsBefore).map((r) => r.operation)).toEqual([
      'OrdersByNumbers',
      'OrderStatusSample',
    ]);
    // Nothing was sent by the preview.
    expect(account.orders.map((o) => o.order_history.length)).toEqual(historyBefore);

    const journal = await (await journalStore()).create('sandbox', plan);
    const run = orderImportRun({ execute, journal, plan });
    expect(await run.run()).toMatchObject({
      status: 'finished',
      counts: { applied: 4, failed: 0, unknown: 0 },
    });
    expect(a.fulfillment_status).toBe(status);
    expect(b.holds.payment_hold).toBe(true);
    expect(c.tags.filter((t) => t === 'bulk-test')).toHaveLength(1);
    // One history entry per change: the status's reason and the note carry the import's tag.
    expect(tagged(a, journal.runId, 2)).toHaveLength(1);
    expect(b.order_history.filter((h) => h.information === 'Payment hold placed')).toHaveLength(1);
    // The hold carries its reason: a note in the same request, tagged with the line.
    expect(tagged(b, journal.runId, 4).map((h) => h.information)).toEqual([
      `Payment hold placed by a Floorboard import. ${importTag(journal.runId, 4)}`,
    ]);
    expect(c.order_history.filter((h) => h.information === 'Tags added: bulk-test')).toHaveLength(
      1,
    );
    const notes = tagged(c, journal.runId, 7);
    expect(notes.map((h) => h.information)).toEqual([
      `Called, will pay Friday ${importTag(journal.runId, 7)}`,
    ]);
    // Four changes, five history entries in all (the hold's note): nothing was applied twice.
    const added = account.orders.map((o, k) => o.order_history.length - (historyBefore[k] ?? 0));
    expect(added.reduce((x, y) => x + y, 0)).toBe(5);
  });

  it('reads no status sample for a file that sets no status: only the orders are paid for', async () => {
    const [a, b] = plainOrders(2);
    if (!a || !b) throw new Error('setup');
    const from = harness.wire.requests.length;
    const { plan, checkCredits } = await preview(
      [
        'Order,Change,Value',
        `${a.order_number},tag,vip`,
        `${b.order_number},place hold,payment`,
      ].join('\n'),
    );
    expect(plan.rows.map((r) => r.line)).toEqual([2, 3]);
    expect(sentSince(from)).toEqual(['OrdersByNumbers']);
    expect(checkCredits).toBe(2 + 2);
  });

  it('reads no status sample when the orders in the file already use the status set', async () => {
    const [a, b] = twoStatuses();
    const from = harness.wire.requests.length;
    const { plan, problems, checkCredits } = await preview(
      [
        'Order,Change,Value',
        `${a.order_number},status,${b.fulfillment_status}`,
        `${b.order_number},tag,x`,
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(plan.rows).toHaveLength(2);
    expect(sentSince(from)).toEqual(['OrdersByNumbers']);
    expect(checkCredits).toBe(2 + 2);
  });

  it("uses the session's known statuses: the sample is read once, again only for a status not known", async () => {
    const [a, b] = twoStatuses();
    // A status neither order has: the first preview must read the sample to accept it.
    const status = account.orders.find(
      (o) =>
        o.fulfillment_status !== a.fulfillment_status &&
        o.fulfillment_status !== b.fulfillment_status,
    )?.fulfillment_status;
    if (status === undefined) throw new Error('setup: fewer than three statuses');
    const csv = ['Order,Change,Value', `${a.order_number},status,${status}`].join('\n');
    const session = createKnownStatuses();

    let from = harness.wire.requests.length;
    const first = await preview(csv, session);
    expect(first.plan.rows).toHaveLength(1);
    expect(sentSince(from)).toEqual(['OrdersByNumbers', 'OrderStatusSample']);
    expect(first.checkCredits).toBe(1 + 1 + SAMPLE_CREDITS());

    from = harness.wire.requests.length;
    const second = await preview(csv, session);
    expect(second.plan.rows).toHaveLength(1);
    expect(sentSince(from)).toEqual(['OrdersByNumbers']);
    expect(second.checkCredits).toBe(1 + 1);

    // A status nobody uses is not known: the sample is read, and the row refused with the list.
    from = harness.wire.requests.length;
    const typo = await preview(
      ['Order,Change,Value', `${a.order_number},status,shiped`].join('\n'),
      session,
    );
    expect(sentSince(from)).toEqual(['OrdersByNumbers', 'OrderStatusSample']);
    expect(typo.problems[0]?.message).toContain('no order of this account has the status "shiped"');
    expect(typo.problems[0]?.message).toContain(`"${status}"`);

    // Another session knows nothing yet.
    from = harness.wire.requests.length;
    await preview(csv, createKnownStatuses());
    expect(sentSince(from)).toEqual(['OrdersByNumbers', 'OrderStatusSample']);
  });

  it('checks lost replies: a note is found in the timeline, never sent twice, or marked unknown', async () => {
    const [e, f, g] = plainOrders(3);
    if (!e || !f || !g) throw new Error('setup');
    const csv = [
      'Order,Change,Value',
      `${e.order_number},note,Applied but the reply was lost`, // 2
      `${f.order_number},note,Never arrived`, // 3
      `${g.order_number},note,Applied and cannot be checked`, // 4
      `${e.order_number},tag,lost-tag`, // 5: never arrived; a tag is checked on the order
    ].join('\n');
    const { plan } = await preview(csv);
    const journal = await (await journalStore()).create('sandbox', plan);
    const firstSend = new Set<number>();
    const sent: number[] = [];
    const flaky: ExecuteRequest = async (request) => {
      const row = plan.rows.find(
        (r) =>
          JSON.stringify(orderMutation(r, journal.runId).variables) ===
          JSON.stringify(request.variables),
      );
      if (row) {
        sent.push(row.line);
        const first = !firstSend.has(row.line);
        firstSend.add(row.line);
        if (first && (row.line === 2 || row.line === 4)) {
          await execute(request); // applied, then the reply is lost
          return lost();
        }
        if (first) return lost(); // lost before it reached the service
      }
      if (request.operationName === 'OrderTimeline' && request.variables['orderId'] === g.id) {
        return lost();
      }
      return execute(request);
    };
    const run = orderImportRun({ execute: flaky, journal, plan, clock: jumpingClock() });
    const progress = await run.run();
    expect(progress.counts).toMatchObject({ applied: 3, unknown: 1, failed: 0 });
    expect(run.rows()[2]).toMatchObject({ status: 'unknown' });
    // Line 2 found in e's timeline: not sent again. Lines 3 and 5 not found after the settle
    // time: sent once more. Line 4 could not be checked: never sent again.
    expect(sent.toSorted()).toEqual([2, 3, 3, 4, 5, 5]);
    expect(tagged(e, journal.runId, 2)).toHaveLength(1);
    expect(tagged(f, journal.runId, 3)).toHaveLength(1);
    expect(tagged(g, journal.runId, 4)).toHaveLength(1);
    expect(e.tags.filter((t) => t === 'lost-tag')).toHaveLength(1);
  });

  it('resumes after a crash from the journal, checking what was in flight, applying nothing twice', async () => {
    const [h, i, j] = plainOrders(3);
    if (!h || !i || !j) throw new Error('setup');
    const csv = [
      'Order,Change,Value',
      `${h.order_number},note,First`,
      `${i.order_number},note,Second`,
      `${j.order_number},note,Third`,
      `${j.order_number},place hold,client`,
    ].join('\n');
    const { plan } = await preview(csv);
    const dir = await mkdtemp(join(tmpdir(), 'order-import-'));
    const cipher = createFakeCipher();
    const journal = await createJournalStore({ dir, cipher }).create('sandbox', plan);
    // The first process: row 0 applied and settled; row 1 sent and applied but killed before its
    // reply was journalled; row 2 journalled as sending but killed before it left.
    const [r0, r1] = plan.rows;
    if (!r0 || !r1) throw new Error('setup');
    const send = (row: typeof r0) =>
      execute({ ...orderMutation(row, journal.runId), priority: 'background' });
    await journal.append({ t: 'sending', row: 0 });
    expect((await send(r0)).ok).toBe(true);
    await journal.append({ t: 'settled', row: 0, outcome: { status: 'applied' } });
    await journal.append({ t: 'sending', row: 1 });
    expect((await send(r1)).ok).toBe(true);
    await journal.append({ t: 'sending', row: 2 });

    const [found] = await createJournalStore({ dir, cipher }).list('sandbox', parseOrderPlan);
    if (!found?.ok) throw new Error('run not found');
    const stored = found.value;
    expect(stored.state.rows.map((r) => r.status)).toEqual([
      'applied',
      'sending',
      'sending',
      'pending',
    ]);
    const timelinesBefore = harness.wire.count((e) => e.operation === 'OrderTimeline');
    const run = orderImportRun({
      execute,
      journal: await stored.reopen(),
      plan: stored.plan,
      initial: stored.state.rows,
      clock: jumpingClock(),
    });
    expect(await run.run()).toMatchObject({ status: 'finished', counts: { applied: 4 } });
    for (const [order, line] of [
      [h, 2],
      [i, 3],
      [j, 4],
    ] as const) {
      expect(tagged(order, journal.runId, line)).toHaveLength(1);
    }
    expect(j.holds.client_hold).toBe(true);
    // Rows 1 and 2 checked before anything was sent; row 2, not found, once more after its
    // settle time, then sent.
    expect(harness.wire.count((e) => e.operation === 'OrderTimeline') - timelinesBefore).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { typedExecute, type ExecuteRequest } from '../../broker/execute.ts';
import { ok } from '../../../shared/bridge/errors.ts';
import { payload } from '../../broker/testing/answered.ts';
import { importTag } from '../run/import-tag.ts';
import {
  REASON_RANGE_MS,
  SINCE_MARGIN_MS,
  WITNESS_MARGIN_MS,
  readWitness,
} from './applied-by-run.ts';
import type { PlannedStockChange } from './stock-plan.ts';

const RUN = '1a2b3c4d-0000-4000-8000-000000000000';
const DAY = 86_400_000;
const START = Date.parse('2026-03-01T12:00:00Z');

const row = (line: number, action: PlannedStockChange['action'], quantity: number) => ({
  line,
  sku: `SKU-${line}`,
  warehouseId: 'W1',
  warehouseName: 'Primary',
  action,
  quantity,
  reason: 'Count',
});
const rows: PlannedStockChange[] = [
  row(2, 'add', 3),
  row(3, 'remove', 2),
  row(4, 'set', 7),
  row(5, 'add', 1),
];

interface Change {
  sku: string;
  warehouse_id: string;
  previous_on_hand: number;
  change_in_on_hand: number;
  reason: string;
  /** The service's time of the change; the fake service filters `date_from` on it. */
  created_at?: string;
}
const change = (line: number, previous: number, delta: number, extra: Partial<Change> = {}) => ({
  sku: `SKU-${line}`,
  warehouse_id: 'W1',
  previous_on_hand: previous,
  change_in_on_hand: delta,
  reason: `Count ${importTag(RUN, line)}`,
  ...extra,
});

/** Serves the changes two to a page, recording each request's variables and changes served. */
function service(all: Change[]) {
  const requests: Record<string, unknown>[] = [];
  let served = 0;
  const execute: ExecuteRequest = (request) => {
    const { variables } = request;
    requests.push(variables);
    const from = String(variables['date_from']);
    // The service's reason search: contains, without regard to case.
    const reason = String(variables['reason']).toLowerCase();
    const changes = all.filter(
      (c) =>
        (c.created_at === undefined || c.created_at >= from) &&
        c.reason.toLowerCase().includes(reason),
    );
    const start = typeof variables['after'] === 'string' ? Number(variables['after']) : 0;
    const page = changes.slice(start, start + 2);
    served += page.length;
    const more = start + 2 < changes.length;
    return Promise.resolve({
      ok: true,
      value: {
        data: {
          inventory_changes: {
            data: {
              edges: page.map((node) => ({ cursor: 'c', node })),
              pageInfo: { hasNextPage: more, endCursor: more ? String(start + 2) : null },
            },
          },
        },
        errors: [],
        scopeWarnings: [],
        cost: { estimated: 101, actual: 1 + page.length, pageSize: null },
      },
    });
  };
  return { execute: typedExecute(execute), send: execute, requests, served: () => served };
}

describe('what the service shows a stock run applied', () => {
  it('reads every page of the run’s tag, stably sorted, in a range around the run', async () => {
    const { execute, requests } = service([
      change(2, 10, 3), // add 3
      change(3, 10, -2), // remove 2
      change(4, 12, -5), // set to 7
      change(5, 10, 1, { warehouse_id: 'W2' }), // another warehouse: not this row's change
      change(9, 10, 1), // a line the plan does not hold
      { ...change(2, 10, 3), reason: `Count ${importTag('ffffffff-0000', 2)}` }, // another run
    ]);
    const now = START + 3 * DAY;
    const witness = await readWitness({ execute, runId: RUN, rows, createdAt: START, now });
    expect(witness).toEqual({ kind: 'read', applied: new Set([0, 1, 2]), odd: new Set([3]) });
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject({
      reason: 'import 1a2b3c4d line ',
      date_from: '2026-02-28T12:00:00',
      date_to: '2026-03-05T12:00:00',
      sort: 'created_at,id',
    });
    expect(requests.map((r) => r['after'] ?? null)).toEqual([null, '2', '4']);
  });

  it('reads only what was applied since the journal’s latest change, not the whole run', async () => {
    const at = (ms: number) => new Date(ms).toISOString().slice(0, 19);
    const lines = Array.from({ length: 30 }, (_, i) => i + 2);
    const many = lines.map((line) => row(line, 'add', 1));
    // Lines 2-21 were applied (and journalled) in the run's first hour; the journal's latest
    // change is line 21's. Lines 22-31 went later, in a session the journal no longer records.
    const latest = START + 40 * 60_000;
    const changes = lines.map((line, i) =>
      change(line, 10, 1, {
        created_at: at(line <= 21 ? START + (i + 1) * 120_000 : latest + (i - 19) * 60_000),
      }),
    );
    const whole = service(changes);
    const all = await readWitness({
      execute: whole.execute,
      runId: RUN,
      rows: many,
      createdAt: START,
      now: START + DAY,
    });
    expect(all.kind === 'read' && all.applied.size).toBe(30);
    expect(whole.served()).toBe(30);

    const since = service(changes);
    const witness = await readWitness({
      execute: since.execute,
      runId: RUN,
      rows: many,
      createdAt: START,
      now: START + DAY,
      since: latest,
    });
    expect(since.requests[0]?.['date_from']).toBe(at(latest - SINCE_MARGIN_MS));
    // The ten later rows, and line 21 itself (inside the margin): its cost follows them.
    expect(witness).toEqual({
      kind: 'read',
      applied: new Set(Array.from({ length: 11 }, (_, i) => 19 + i)),
      odd: new Set(),
    });
    expect(since.served()).toBe(11);
    expect(since.requests).toHaveLength(6);
  });

  it('finds a change in the same second as the journal’s latest, or a few seconds before it', async () => {
    const at = (ms: number) => new Date(ms).toISOString().slice(0, 19);
    // The journal's latest recorded change: a whole second, as the service writes it.
    const latest = START + 40 * 60_000;
    const { execute, requests } = service([
      change(4, 12, -5, { created_at: at(latest - 60_000) }), // recorded a minute earlier
      change(2, 10, 3, { created_at: at(latest) }), // sent after the journal: the same second
      change(3, 10, -2, { created_at: at(latest - 3_000) }), // a server whose clock is 3 s behind
    ]);
    const witness = await readWitness({
      execute,
      runId: RUN,
      rows,
      createdAt: START,
      now: START + DAY,
      since: latest,
    });
    expect(requests[0]?.['date_from']).toBe('2026-03-01T12:39:55');
    expect(witness).toEqual({ kind: 'read', applied: new Set([0, 1]), odd: new Set() });
  });

  it('never searches from before the run’s start, whatever the journal’s latest change', async () => {
    const { execute, requests } = service([]);
    await readWitness({
      execute,
      runId: RUN,
      rows,
      createdAt: START,
      now: START,
      since: START - 3 * DAY,
    });
    expect(requests[0]?.['date_from']).toBe('2026-02-28T12:00:00');
  });

  it('does not take a change of another quantity for the row', async () => {
    const { execute } = service([change(2, 10, 4), change(3, 10, 2), change(4, 12, -4)]);
    const witness = await readWitness({ execute, runId: RUN, rows, createdAt: START, now: START });
    expect(witness).toEqual({ kind: 'read', applied: new Set(), odd: new Set([0, 1, 2]) });
  });

  it('falls back when the run is older than the service searches, sending nothing', async () => {
    const { execute, requests } = service([change(2, 10, 3)]);
    const limit = REASON_RANGE_MS - 2 * WITNESS_MARGIN_MS;
    const reached = await readWitness({
      execute,
      runId: RUN,
      rows,
      createdAt: START,
      now: START + limit,
    });
    expect(reached.kind).toBe('read');
    const tooOld = await readWitness({
      execute,
      runId: RUN,
      rows,
      createdAt: START,
      now: START + limit + 1_000,
    });
    expect(tooOld).toEqual({ kind: 'too-old', days: 58 });
    expect(requests).toHaveLength(1);
  });

  it('says it failed when a page cannot be read', async () => {
    const execute = typedExecute(() =>
      Promise.resolve({ ok: false, error: { kind: 'network', message: 'down', applied: 'no' } }),
    );
    const witness = await readWitness({ execute, runId: RUN, rows, createdAt: START, now: START });
    expect(witness).toMatchObject({ kind: 'failed', error: { message: 'down' } });
  });

  it.each([
    ['errors beside the data', { errors: [{ message: 'a node failed', code: null, path: ['x'] }] }],
    [
      'fields withheld for a scope',
      {
        scopeWarnings: [
          { fieldId: 'InventoryChange.reason', requiredScopes: ['x'], occurrences: 1 },
        ],
      },
    ],
  ])(
    'says it failed, rather than read rows as not applied, from a page with %s',
    async (_, part) => {
      const { send } = service([change(2, 10, 3)]);
      const execute = typedExecute(async (request) => {
        const result = await send(request);
        return result.ok ? { ok: true, value: { ...result.value, ...part } } : result;
      });
      const witness = await readWitness({
        execute,
        runId: RUN,
        rows,
        createdAt: START,
        now: START,
      });
      expect(witness).toMatchObject({ kind: 'failed', error: { kind: 'server' } });
    },
  );

  it('says it failed from a page that has more but no cursor to it', async () => {
    const { send } = service([change(2, 10, 3)]);
    const execute = typedExecute(async (request) => {
      const result = await send(request);
      if (!result.ok) return result;
      const data = {
        inventory_changes: {
          data: { edges: [], pageInfo: { hasNextPage: true, endCursor: null } },
        },
      };
      return { ok: true, value: { ...result.value, data } };
    });
    const witness = await readWitness({ execute, runId: RUN, rows, createdAt: START, now: START });
    expect(witness).toMatchObject({ kind: 'failed', error: { kind: 'server' } });
  });

  it('finds a row whose tag came back in another case or spacing', async () => {
    const shouted = { ...change(2, 10, 3), reason: `count  ${importTag(RUN, 2).toUpperCase()}` };
    const { execute } = service([shouted]);
    const witness = await readWitness({ execute, runId: RUN, rows, createdAt: START, now: START });
    expect(witness).toEqual({ kind: 'read', applied: new Set([0]), odd: new Set() });
  });

  describe('searching only for the rows the journal leaves open', () => {
    const at = (ms: number) => new Date(ms).toISOString().slice(0, 19);
    // 300 rows, lines 2–301, all applied by a process killed inside its opening burst: every
    // change in the same few seconds, the journal's latest among them.
    const burst = START + 60_000;
    const many = Array.from({ length: 300 }, (_, i) => row(i + 2, 'add', 1));
    const changes = many.map((r, i) =>
      change(r.line, 10, 1, { created_at: at(burst + Math.floor(i / 100) * 1_000) }),
    );

    it('reads the open rows’ lines, not the settled rows applied in the same seconds', async () => {
      // The journal recorded lines 2–251 as done; 252–261 were in flight (their changes made),
      // 262–301 have no record: in a journal put back from a backup they were sent too.
      const open = new Set(Array.from({ length: 50 }, (_, i) => 250 + i));
      const served = service(changes);
      const witness = await readWitness({
        execute: served.execute,
        runId: RUN,
        rows: many,
        createdAt: START,
        now: START + DAY,
        since: burst + 2_000,
        open,
      });
      expect(witness.kind === 'read' && [...open].every((i) => witness.applied.has(i))).toBe(true);
      // Each open row's change once, and of the 250 settled rows' only the two (lines 250 and
      // 251) whose search costs less than searching around them.
      expect(served.served()).toBe(52);
      const reasons = served.requests.map((r) => String(r['reason']));
      // Nine one-credit looks for tags written before the width was fixed, then a few searches.
      expect(reasons.filter((r) => /line [1-9]$/.test(r))).toHaveLength(9);
      const searches = reasons.filter((r) => !/line [1-9]$/.test(r));
      // 250–259, 26x–29x, 300–301: a few prefixes (each read page by page, two to a page here).
      expect(new Set(searches).size).toBeLessThan(12);
      expect(searches.every((r) => r.startsWith('import 1a2b3c4d line 0000'))).toBe(true);
    });

    it('sends no request when no row is open', async () => {
      const served = service(changes);
      const witness = await readWitness({
        execute: served.execute,
        runId: RUN,
        rows: many,
        createdAt: START,
        now: START + DAY,
        since: burst,
        open: new Set(),
      });
      expect(witness).toEqual({ kind: 'read', applied: new Set(), odd: new Set() });
      expect(served.requests).toEqual([]);
    });

    it('searches the whole run when it holds tags written before the line’s width was fixed', async () => {
      // A run started by an earlier version: its lines carry no zeros.
      const legacy = changes.map((c) => ({
        ...c,
        reason: c.reason.replace(/line 0+(\d+)\]/, 'line $1]'),
      }));
      const open = new Set([280, 290]);
      const served = service(legacy);
      const witness = await readWitness({
        execute: served.execute,
        runId: RUN,
        rows: many,
        createdAt: START,
        now: START + DAY,
        since: burst + 2_000,
        open,
      });
      expect(witness.kind === 'read' && [...open].every((i) => witness.applied.has(i))).toBe(true);
      expect(served.requests.at(-1)?.['reason']).toBe('import 1a2b3c4d line ');
    });

    it('says it failed when a search cannot be read, whichever it is', async () => {
      let n = 0;
      const execute: ExecuteRequest = (request) => {
        n++;
        return n === 12
          ? Promise.resolve({
              ok: false,
              error: { kind: 'network', message: 'down', applied: 'no' },
            })
          : service(changes).send(request);
      };
      const witness = await readWitness({
        execute: typedExecute(execute),
        runId: RUN,
        rows: many,
        createdAt: START,
        now: START + DAY,
        since: burst,
        open: new Set([10, 100, 200]),
      });
      expect(witness).toMatchObject({ kind: 'failed', error: { message: 'down' } });
    });
  });

  it('has at most `lanes` searches out at once, and starts none after one fails', async () => {
    const out: ((failed: boolean) => void)[] = [];
    const state = { started: 0, most: 0 };
    const empty = { inventory_changes: { data: { edges: [], pageInfo: { hasNextPage: false } } } };
    const down = { kind: 'network', message: 'down', applied: 'no' } as const;
    const execute: ExecuteRequest = () =>
      new Promise((resolve) => {
        state.started++;
        const answer = (failed: boolean): void => {
          out.splice(out.indexOf(answer), 1);
          resolve(failed ? { ok: false, error: down } : ok(payload(empty)));
        };
        out.push(answer);
        state.most = Math.max(state.most, out.length);
      });
    const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
    const lines = Array.from({ length: 40 }, (_, i) => row(i + 2, 'add', 1));
    const witness = readWitness({
      execute: typedExecute(execute),
      runId: RUN,
      rows: lines,
      createdAt: START,
      now: START + DAY,
      open: new Set([0, 10, 20, 30]),
      lanes: 2,
    });
    await settle();
    expect(state.started).toBe(2);
    out[0]?.(false);
    await settle();
    expect(state.started).toBe(3);
    out[0]?.(true);
    await settle();
    out[0]?.(false);
    expect(await witness).toMatchObject({ kind: 'failed', error: { message: 'down' } });
    expect(state).toEqual({ started: 3, most: 2 });
  });
});

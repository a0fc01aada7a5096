/**
 * One process of the `bulk` benchmark (`tsx bench/bulk-worker.ts start|resume batched|single URL
 * USER PASSWORD DIR [CSV FACTS KILL_AT]`): signs in, then either reads the CSV, checks it and
 * journals it, and runs it, or resumes the run it finds in DIR's journal. `batched` sends rows
 * several to a request (the app's way); `single` one mutation per request through the same pacer
 * (as public integrations do). Prints JSON lines: `running` when the run starts, `applied` once
 * KILL_AT rows are applied (the parent kills it then), `wire` (what crossed the wire so far,
 * at most ten times a second) and `done` at the end, with the run's requests, credits and times
 * by operation (bulk-tally.ts). Nothing per row: printing a line for each
 * would be the benchmark timing itself.
 *
 * The CSV is read and checked by the product's own reader and checks; the facts they check
 * against (warehouses, on hand per SKU) come from FACTS, written by the parent from the sandbox's
 * records, instead of one `ProductDetail` per SKU: 10,000 look-ups would be more requests than
 * the service takes in five minutes.
 */
import { readFile } from 'node:fs/promises';
import { createFakeCipher } from '../electron/auth/testing/fake-cipher.ts';
import { loadServiceSchema } from '../shared/api/service-schema.ts';
import { createJournalStore } from '../electron/bulk/journal/journal-store.ts';
import type { BatchTransport } from '../electron/bulk/batch-transport.ts';
import type { ImportRun } from '../electron/bulk/run/import-run.ts';
import { previewPlan } from '../electron/bulk/run/preview.ts';
import { resumeStates } from '../electron/bulk/run/unproven-rows.ts';
import { parseStockPlan } from '../electron/bulk/stock/stock-plan.ts';
import { journalStockPlan, stockImportRun } from '../electron/bulk/stock/stock-import.ts';
import { STOCK_KIND } from '../electron/bulk/stock/stock-kind.ts';
import { signedInBroker } from './broker-client.ts';
import { createTally } from './bulk-tally.ts';

const PROFILE = 'bench';
const say = (value: Record<string, unknown>): void =>
  void process.stdout.write(`${JSON.stringify(value)}\n`);

/** What FACTS holds: the sandbox's warehouses and on-hand counts per SKU and warehouse id. */
export interface BenchFacts {
  readonly warehouses: readonly { readonly id: string; readonly name: string }[];
  readonly onHand: readonly (readonly [string, readonly (readonly [string, number])[]])[];
}

async function main(): Promise<void> {
  const [mode, how, url, username, password, dir, csv, factsFile, killAtText] =
    process.argv.slice(2);
  if (
    (mode !== 'start' && mode !== 'resume') ||
    (how !== 'batched' && how !== 'single') ||
    !url ||
    !username ||
    !password ||
    !dir
  ) {
    throw new Error(
      'usage: bulk-worker start|resume batched|single URL USER PASSWORD DIR [CSV FACTS KILL_AT]',
    );
  }
  const killAt = killAtText === undefined ? Infinity : Number(killAtText);
  const began = Date.now();
  const settings = JSON.parse(process.env['BENCH_BULK_LIMITS'] ?? '{}') as {
    requestLimit?: number;
    requestWindowMs?: number;
  };
  // The whole pool and the whole request cap are this run's: the bound is the pool's, not a share.
  const { broker, wire } = await signedInBroker(
    url,
    { username, password },
    {
      backgroundShare: 1,
      backgroundReserve: 0,
      requestShare: 1,
      ...(settings.requestLimit === undefined ? {} : { requestLimit: settings.requestLimit }),
      ...(settings.requestWindowMs === undefined
        ? {}
        : { requestWindowMs: settings.requestWindowMs }),
    },
  );
  // Every request the import makes is counted by operation, from the run's start (bulk-tally.ts).
  let origin = Date.now();
  const tally = createTally(
    broker.execute.bind(broker),
    (request) => broker.executeBatch(request),
    () => origin,
  );
  const { execute } = tally;
  const batch: BatchTransport | undefined =
    how === 'batched'
      ? { executeBatch: tally.executeBatch, room: () => broker.batchRoom() }
      : undefined;
  const log = (message: string): void => void process.stderr.write(`${message}\n`);
  // A fixed test key stands in for the OS keyring, so the next process can open the journal.
  const store = createJournalStore({ dir, cipher: createFakeCipher() });
  let run: ImportRun;
  let lastWire = 0;
  const reportWire = (force = false): void => {
    const t = Date.now();
    if (!force && t - lastWire < 100) return;
    lastWire = t;
    say({ event: 'wire', ...wire });
  };

  if (mode === 'start') {
    if (!csv || !factsFile) throw new Error('start needs a CSV and its facts');
    const facts = JSON.parse(await readFile(factsFile, 'utf8')) as BenchFacts;
    const checkStart = Date.now();
    const result = await previewPlan(
      {
        ...STOCK_KIND,
        facts: () =>
          Promise.resolve({
            ok: true as const,
            value: {
              warehouses: facts.warehouses,
              onHand: new Map(facts.onHand.map(([sku, counts]) => [sku, new Map(counts)])),
            },
          }),
      },
      {
        execute,
        schema: loadServiceSchema(),
        bytes: await readFile(csv),
        fileName: 'bench.csv',
        rate: broker.model()?.bucket()?.rate ?? null,
      },
    );
    if (!result.ok) throw new Error(`the check failed: ${JSON.stringify(result)}`);
    if (result.value.problems.length > 0)
      throw new Error(`the check found problems: ${result.value.problems[0]?.message ?? ''}`);
    const checkMs = Date.now() - checkStart;
    const journal = await journalStockPlan(store, PROFILE, result.value.plan);
    run = stockImportRun({
      execute,
      ...(batch ? { batch } : {}),
      journal,
      plan: result.value.plan,
      log,
      onChange: () => report(),
    });
    say({
      event: 'running',
      runId: journal.runId,
      rows: result.value.plan.rows.length,
      checkMs,
      at: Date.now(),
      startupMs: checkStart - began,
    });
  } else {
    const [found] = await store.list(PROFILE, parseStockPlan);
    if (!found?.ok) throw new Error('no run to resume');
    const stored = found.value;
    const journal = await stored.reopen();
    const initial = resumeStates(stored);
    run = stockImportRun({
      execute,
      ...(batch ? { batch } : {}),
      journal,
      plan: stored.plan,
      // As the app resumes: rows the journal cannot prove unsent are checked first.
      initial,
      // And reads first what the service shows the run applied.
      createdAt: stored.createdAt,
      resuming: true,
      log,
      onChange: () => report(),
    });
    say({
      event: 'running',
      runId: journal.runId,
      rows: stored.plan.rows.length,
      at: Date.now(),
      startupMs: Date.now() - began,
      proven: stored.proven,
      inFlight: initial.filter((r) => r.status === 'sending').length,
    });
  }
  let announced = false;
  // Time during which every open row was waiting out its settle time: the run had nothing to do.
  let idleSince: number | null = null;
  let idleMs = 0;
  function report(): void {
    const progress = run.progress();
    const open = progress.counts.pending + progress.counts.sending;
    const idle = open > 0 && progress.settling?.rows === open;
    if (idle && idleSince === null) idleSince = Date.now();
    if (!idle && idleSince !== null) {
      idleMs += Date.now() - idleSince;
      idleSince = null;
    }
    reportWire();
    const { applied } = progress.counts;
    if (!announced && applied >= killAt) {
      announced = true;
      reportWire(true);
      say({ event: 'applied', n: applied });
    }
  }
  const started = Date.now();
  origin = started;
  const progress = await run.run();
  reportWire(true);
  say({
    event: 'done',
    at: Date.now(),
    runMs: Date.now() - started,
    progress,
    idleMs,
    tally: tally.report(),
  });
  broker.dispose();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bulk worker failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});

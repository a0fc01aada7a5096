/**
 * One process of the `bulk` benchmark (`tsx bench/bulk-worker.ts start|resume URL USER PASSWORD
 * DIR [CSV KILL_AT]`): signs in, then either previews the CSV, journals it and runs it, or resumes
 * the run it finds in DIR's journal. Prints JSON lines: `{"event":"running",...}` when the run
 * starts, `{"event":"applied","n":…}` once KILL_AT rows are applied (the parent kills it then),
 * and `{"event":"done",...}` at the end. It prints nothing per row: writing and reading a line for
 * each would be the benchmark timing itself.
 */
import { readFile } from 'node:fs/promises';
import { createFakeCipher } from '../electron/auth/testing/fake-cipher.ts';
import { loadServiceSchema } from '../shared/api/service-schema.ts';
import { createJournalStore } from '../electron/bulk/journal/journal-store.ts';
import { resumeStates } from '../electron/bulk/run/unproven-rows.ts';
import { parseStockPlan } from '../electron/bulk/stock/stock-plan.ts';
import {
  journalStockPlan,
  previewStockImport,
  stockImportRun,
} from '../electron/bulk/stock/stock-import.ts';
import type { ImportRun } from '../electron/bulk/run/import-run.ts';
import { signedInBroker } from './broker-client.ts';

const PROFILE = 'bench';
const say = (value: Record<string, unknown>): void =>
  void process.stdout.write(`${JSON.stringify(value)}\n`);

async function main(): Promise<void> {
  const [mode, url, username, password, dir, csv, killAtText] = process.argv.slice(2);
  if ((mode !== 'start' && mode !== 'resume') || !url || !username || !password || !dir) {
    throw new Error('usage: bulk-worker start|resume URL USER PASSWORD DIR [CSV KILL_AT]');
  }
  const killAt = killAtText === undefined ? Infinity : Number(killAtText);
  const began = Date.now();
  // The whole pool is this run's, as in the sync benchmark: the bound is the pool's, not a share.
  // Plain fetch: the bench's counting wrapper reads every reply twice, a cost the app never pays.
  const { broker } = await signedInBroker(
    url,
    { username, password },
    { backgroundShare: 1, backgroundReserve: 0, fetch },
  );
  const execute = broker.execute.bind(broker);
  // A fixed test key stands in for the OS keyring, so the next process can open the journal.
  const store = createJournalStore({ dir, cipher: createFakeCipher() });
  let run: ImportRun;

  if (mode === 'start') {
    if (!csv) throw new Error('start needs a CSV');
    const previewStart = Date.now();
    const result = await previewStockImport({
      execute,
      schema: loadServiceSchema(),
      bytes: await readFile(csv),
      fileName: 'bench.csv',
      rate: broker.model()?.bucket()?.rate ?? null,
    });
    if (!result.ok) throw new Error(`preview failed: ${JSON.stringify(result)}`);
    if (result.preview.problems.length > 0)
      throw new Error(`preview found problems: ${result.preview.problems[0]?.message ?? ''}`);
    const previewMs = Date.now() - previewStart;
    const journal = await journalStockPlan(store, PROFILE, result.preview.plan);
    run = stockImportRun({ execute, journal, plan: result.preview.plan, onChange: () => report() });
    say({
      event: 'running',
      runId: journal.runId,
      rows: result.preview.plan.rows.length,
      previewMs,
      at: Date.now(),
      startupMs: previewStart - began,
    });
  } else {
    const [stored] = await store.list(PROFILE, parseStockPlan);
    if (!stored?.ok) throw new Error('no run to resume');
    const journal = await stored.reopen();
    run = stockImportRun({
      execute,
      journal,
      plan: stored.plan,
      // As the app resumes: rows the journal cannot prove unsent are checked first.
      initial: resumeStates(stored),
      // And reads first what the service shows the run applied.
      createdAt: stored.createdAt,
      resuming: true,
      onChange: () => report(),
    });
    say({
      event: 'running',
      runId: journal.runId,
      rows: stored.plan.rows.length,
      at: Date.now(),
      startupMs: Date.now() - began,
      found: resumeStates(stored).filter((r) => r.status === 'sending').length,
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
    const { applied } = progress.counts;
    if (!announced && applied >= killAt) {
      announced = true;
      say({ event: 'applied', n: applied });
    }
  }
  const started = Date.now();
  const progress = await run.run();
  say({ event: 'done', at: Date.now(), runMs: Date.now() - started, progress, idleMs });
  broker.dispose();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bulk worker failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});

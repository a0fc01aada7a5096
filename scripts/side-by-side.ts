/**
 * `tsx scripts/side-by-side.ts [--follow S] [--background S]… [--idle S]… [S]…`: runs the npm
 * scripts at once and exits 1 if any failed, after all have ended. Each script's output is
 * printed whole as it ends (never two interleaved), except the one `--follow` names, whose output
 * is passed on line by line as it comes (the others' land between its lines). `--background`
 * runs a script below normal CPU priority, `--idle` at the lowest: each gets only what those
 * above it leave, and everything the script starts inherits its priority.
 *
 * `npm run check` runs type check, lint and format check this way: one process each, mostly on
 * one core, and one after another they left the CI machine's second core idle. `npm test` follows
 * the e2e suite, whose tests spend much of their time waiting on the app (about 0.9 of the 2
 * cores busy), with the unit tests and the static checks in the background: they share the rest
 * of the cores, the e2e processes first. (With the checks idle, lint ran last, alone on one core.)
 */
import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';

const PRIORITY_OF = {
  '--background': constants.priority.PRIORITY_BELOW_NORMAL,
  '--idle': constants.priority.PRIORITY_LOW,
} as const;

interface Job {
  readonly script: string;
  readonly follow: boolean;
  /** Absent: normal priority. */
  readonly priority: number | undefined;
}

interface Outcome {
  readonly script: string;
  readonly ok: boolean;
  readonly seconds: number;
}

const USAGE =
  'usage: tsx scripts/side-by-side.ts [--follow S] [--background S]… [--idle S]… [S]…\n';

const isFlag = (arg: string): arg is keyof typeof PRIORITY_OF | '--follow' =>
  arg === '--follow' || arg in PRIORITY_OF;

/** The jobs the arguments name; null when they do not parse. */
function jobsOf(args: readonly string[]): Job[] | null {
  const jobs: Job[] = [];
  for (let at = 0; at < args.length; at += 1) {
    const arg = args[at] ?? '';
    const flag = isFlag(arg) ? arg : undefined;
    const script = flag === undefined ? arg : args[(at += 1)];
    if (script === undefined || script.startsWith('--')) return null;
    const priority = flag === undefined || flag === '--follow' ? undefined : PRIORITY_OF[flag];
    jobs.push({ script, follow: flag === '--follow', priority });
  }
  const followed = jobs.filter((job) => job.follow).length;
  return jobs.length > 0 && followed <= 1 ? jobs : null;
}

/** Passes complete lines on as they come, so whole outputs written between them never cut one. */
function lineWriter(): { write: (chunk: Buffer) => void; end: () => void } {
  let partial = '';
  return {
    write: (chunk) => {
      const text = partial + chunk.toString('utf8');
      const cut = text.lastIndexOf('\n') + 1;
      process.stdout.write(text.slice(0, cut));
      partial = text.slice(cut);
    },
    end: () => {
      if (partial !== '') process.stdout.write(`${partial}\n`);
      partial = '';
    },
  };
}

function run(job: Job): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', job.script], { stdio: ['ignore', 'pipe', 'pipe'] });
    // Set before npm starts the script, so every process under it inherits the priority.
    if (job.priority !== undefined && child.pid !== undefined) {
      setPriority(child.pid, job.priority);
    }
    let output = '';
    const live = job.follow ? [lineWriter(), lineWriter()] : undefined;
    const keep = (chunk: Buffer): void => void (output += chunk.toString('utf8'));
    child.stdout.on('data', live?.[0]?.write ?? keep);
    child.stderr.on('data', live?.[1]?.write ?? keep);
    const end = (ok: boolean, extra = ''): void => {
      live?.forEach((writer) => writer.end());
      process.stdout.write(output + extra);
      const seconds = (performance.now() - started) / 1000;
      const verdict = ok ? 'passed' : 'FAILED';
      process.stdout.write(`── npm run ${job.script}: ${verdict} in ${seconds.toFixed(1)} s\n`);
      resolve({ script: job.script, ok, seconds });
    };
    child.once('error', (error) => end(false, `\n${error.message}\n`));
    child.once('close', (code) => end(code === 0));
  });
}

async function main(args: readonly string[]): Promise<number> {
  const jobs = jobsOf(args);
  if (jobs === null) {
    process.stderr.write(USAGE);
    return 2;
  }
  const outcomes = await Promise.all(jobs.map(run));
  const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.script);
  if (failed.length > 0) process.stderr.write(`Failed: ${failed.join(', ')}\n`);
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));

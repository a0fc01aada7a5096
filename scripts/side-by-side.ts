/**
 * `tsx scripts/side-by-side.ts SCRIPT…`: runs the npm scripts at once, prints each one's output
 * whole as it ends (never two interleaved), and exits 1 if any failed, after all have ended.
 * `npm test` runs its static checks this way: type check, lint and format check are one process
 * each, mostly on one core, and one after another they left the CI machine's second core idle.
 */
import { spawn } from 'node:child_process';

interface Outcome {
  readonly script: string;
  readonly ok: boolean;
  readonly output: string;
  readonly seconds: number;
}

function runScript(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer): void => void (output += chunk.toString('utf8'));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const end = (ok: boolean, extra = ''): void =>
      resolve({
        script,
        ok,
        output: output + extra,
        seconds: (performance.now() - started) / 1000,
      });
    child.once('error', (error) => end(false, `\n${error.message}\n`));
    child.once('close', (code) => end(code === 0));
  });
}

async function main(scripts: readonly string[]): Promise<number> {
  if (scripts.length === 0) {
    process.stderr.write('usage: tsx scripts/side-by-side.ts SCRIPT…\n');
    return 2;
  }
  const outcomes = await Promise.all(
    scripts.map(async (script) => {
      const outcome = await runScript(script);
      process.stdout.write(outcome.output);
      const verdict = outcome.ok ? 'passed' : 'FAILED';
      process.stdout.write(`── npm run ${script}: ${verdict} in ${outcome.seconds.toFixed(1)} s\n`);
      return outcome;
    }),
  );
  const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.script);
  if (failed.length > 0) process.stderr.write(`Failed: ${failed.join(', ')}\n`);
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));

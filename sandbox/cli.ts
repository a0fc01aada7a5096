/** `npm run sandbox -- [flags]`: the simulator alone, for development, tests and benchmarks. */
import { startupLines, takePrintPairFlag } from './cli-output.ts';
import { USAGE, UsageError, parseArgs } from './options.ts';
import { startSandbox } from './start.ts';

async function main(): Promise<void> {
  const { rest, printDeveloperPair } = takePrintPairFlag(process.argv.slice(2));
  let flags;
  try {
    flags = parseArgs(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`sandbox: ${error.message}\n${USAGE}`);
      process.exit(2);
    }
    throw error;
  }
  const started = Date.now();
  let sandbox;
  try {
    sandbox = await startSandbox(flags);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    if (code === 'EADDRINUSE') {
      console.error(
        `sandbox: port ${flags.port ?? 4010} is in use by another program; try --port 0`,
      );
      process.exit(1);
    }
    throw error;
  }
  const lines = startupLines({
    url: sandbox.url,
    startedMs: Date.now() - started,
    options: sandbox.options,
    demo: sandbox.demo,
    stdoutIsTerminal: process.stdout.isTTY,
    printDeveloperPair,
  });
  console.log(lines.join('\n'));
  const stop = (): void => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();

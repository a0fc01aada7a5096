/** `npm run sandbox -- [flags]`: the simulator alone, for development, tests and benchmarks. */
import { USAGE, UsageError, parseArgs } from './options.ts';
import { startSandbox } from './start.ts';

async function main(): Promise<void> {
  let flags;
  try {
    flags = parseArgs(process.argv.slice(2));
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
  const { demo, options } = sandbox;
  console.log(`sandbox listening on ${sandbox.url}`);
  console.log(
    [
      `  started in ${Date.now() - started} ms: ${options.products} products, ${options.orders} orders, ${options.warehouses} warehouses (seed ${options.seed})`,
      `  credits ${options.credits} restored at ${options.rate}/s; ${options.requestLimit} requests per ${options.requestWindowSeconds} s`,
      '',
      '  Demo sign-in (password, or OAuth consent page at /authorize):',
      `    ${demo.owner.username} / ${demo.owner.password}   (account 1, owner)`,
      `    ${demo.secondOwner.username} / ${demo.secondOwner.password}   (account 2, its own credit pool)`,
      '  Third-party developer tokens for account 1 (sandbox-only, valid for this run):',
      `    access token:  ${demo.developer.accessToken}`,
      `    refresh token: ${demo.developer.refreshToken}`,
    ].join('\n'),
  );
  const stop = (): void => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();

/**
 * `npm run sandbox` into a pipe: like `npm start`, it prints the developer token pair only to a
 * terminal, or when asked with --print-developer-pair. No browser: the CLI's own output.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Starts the CLI with stdout piped, reads up to its last start-up line, and stops it. */
async function startupOutput(extra: readonly string[]): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'sandbox/cli.ts',
      '--port',
      '0',
      '--products',
      '20',
      '--orders',
      '20',
      ...extra,
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    return await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/refresh token: |print them anyway\./.test(output)) resolve(output);
      });
      child.on('exit', (code) =>
        reject(new Error(`sandbox exited with ${String(code)}:\n${output}`)),
      );
    });
  } finally {
    child.kill('SIGTERM');
  }
}

test('npm run sandbox withholds the developer pair from a pipe, and names the flag', async () => {
  const output = await startupOutput([]);
  expect(output).toContain('sandbox listening on http://127.0.0.1:');
  expect(output).not.toMatch(/access token: /);
  expect(output).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  expect(output).toContain('add --print-developer-pair to print them anyway.');
});

test('npm run sandbox prints the pair into a pipe with --print-developer-pair', async () => {
  const output = await startupOutput(['--print-developer-pair']);
  expect(output).toMatch(/access token: {2}eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  expect(output).toMatch(/refresh token: \S+/);
});

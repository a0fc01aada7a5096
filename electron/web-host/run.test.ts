import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHostLine } from '../hosts/stdout-lines.ts';
import { silentLogger } from '../log/logger.ts';
import { parseWebHostArgs, type WebHostArgs } from './cli-args.ts';
import { runWebHost } from './run.ts';

/**
 * The embedded sandbox's developer pair reaches stdout only for a person at a terminal, or when
 * a test asks with --print-developer-pair: captured output (CI logs, a service manager's journal)
 * never holds working tokens.
 */

let rendererDir: string;
beforeAll(async () => {
  rendererDir = await mkdtemp(join(tmpdir(), 'floorboard-run-'));
});
afterAll(async () => {
  await rm(rendererDir, { recursive: true, force: true });
});

function argsOf(argv: readonly string[]): WebHostArgs {
  const parsed = parseWebHostArgs(['--renderer-dir', rendererDir, '--no-catalogue-copy', ...argv]);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Starts the host, collects what it would print, stops it. */
async function pairPrinted(argv: readonly string[], stdoutIsTerminal: boolean) {
  const printed: string[] = [];
  const running = await runWebHost(argsOf(argv), {
    print: (line) => printed.push(line),
    log: silentLogger,
    stdoutIsTerminal,
  });
  await running.stop();
  const lines = [...printed, ...running.developerPair];
  return lines.map(parseHostLine).flatMap((line) => (line === null ? [] : [line.kind]));
}

describe('the developer pair on stdout', () => {
  it('is printed to a terminal', async () => {
    expect(await pairPrinted([], true)).toEqual(['developer-access', 'developer-refresh']);
  });

  it('is not printed into a pipe or a file', async () => {
    expect(await pairPrinted([], false)).toEqual([]);
  });

  it('is printed into a pipe when a test asks for it', async () => {
    expect(await pairPrinted(['--print-developer-pair'], false)).toEqual([
      'developer-access',
      'developer-refresh',
    ]);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseHostLine } from '../hosts/stdout-lines.ts';
import { silentLogger } from '../log/logger.ts';
import { parseWebHostArgs } from './cli-args.ts';
import { runWebHost } from './run.ts';

/** `--data-dir` (what `npm start` passes by default): the sandbox's data outlives the host. */

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'floorboard-data-'));
  dirs.push(dir);
  return dir;
}

interface Started {
  readonly printed: readonly string[];
  readonly graphql: (query: string) => Promise<unknown>;
  readonly stop: () => Promise<void>;
}

async function startHost(argv: readonly string[]): Promise<Started> {
  const parsed = parseWebHostArgs([
    '--renderer-dir',
    await freshDir(),
    '--no-catalogue-copy',
    '--sandbox-control',
    '--print-developer-pair',
    '--sandbox-products',
    '20',
    ...argv,
  ]);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const printed: string[] = [];
  const running = await runWebHost(parsed.value, {
    print: (line) => printed.push(line),
    log: silentLogger,
    stdoutIsTerminal: false,
  });
  const lines = [...printed, ...running.developerPair].flatMap((line) => {
    const parsedLine = parseHostLine(line);
    return parsedLine === null ? [] : [parsedLine];
  });
  const control = lines.find((line) => line.kind === 'sandbox-control');
  const access = lines.find((line) => line.kind === 'developer-access');
  if (control?.kind !== 'sandbox-control' || access?.kind !== 'developer-access') {
    throw new Error(`no sandbox address or token in ${printed.join('\n')}`);
  }
  const origin = new URL(control.url).origin;
  const graphql = async (query: string): Promise<unknown> => {
    const reply = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access.token}` },
      body: JSON.stringify({ query }),
    });
    return reply.json();
  };
  return { printed, graphql, stop: () => running.stop() };
}

const PRODUCT = `{ product(sku: "SBX-000003") { data { name } } }`;
const RENAME = `mutation { product_update(data: { sku: "SBX-000003", name: "Kept Lantern" }) {
  product { name } } }`;

describe('the web host with a data folder', () => {
  it('finds a change made before a stop after the next start, until a reset', async () => {
    const dataDir = await freshDir();
    const first = await startHost(['--data-dir', dataDir]);
    expect(JSON.stringify(await first.graphql(RENAME))).toContain('Kept Lantern');
    await first.stop();

    const second = await startHost(['--data-dir', dataDir]);
    expect(JSON.stringify(await second.graphql(PRODUCT))).toContain('Kept Lantern');
    expect(second.printed).toContain(
      `Sandbox data restored from ${join(dataDir, 'sandbox', 'sandbox.snapshot')}.`,
    );
    await second.stop();

    const third = await startHost(['--data-dir', dataDir, '--reset-sandbox']);
    expect(JSON.stringify(await third.graphql(PRODUCT))).not.toContain('Kept Lantern');
    await third.stop();
  });

  it('says once that the import journals are sealed with a key file, not a keyring', async () => {
    const dataDir = await freshDir();
    const host = await startHost(['--data-dir', dataDir]);
    await host.stop();
    const said = host.printed.filter((line) => line.startsWith('Import journals:'));
    expect(said).toEqual([
      `Import journals: kept in ${join(dataDir, 'imports')}, sealed with the key file ` +
        `${join(dataDir, 'journal.key')} (readable by you only), not an OS keyring: the web ` +
        'host has none.',
    ]);
  });

  it('is used by one host at a time', async () => {
    const dataDir = await freshDir();
    const host = await startHost(['--data-dir', dataDir]);
    await expect(startHost(['--data-dir', dataDir])).rejects.toThrow(
      `Floorboard is already running on the data folder ${dataDir} (process ${process.pid})`,
    );
    await host.stop();
    await (await startHost(['--data-dir', dataDir])).stop();
  });

  it('keeps nothing without one', async () => {
    const host = await startHost([]);
    await host.graphql(RENAME);
    await host.stop();
    const again = await startHost([]);
    expect(JSON.stringify(await again.graphql(PRODUCT))).not.toContain('Kept Lantern');
    await again.stop();
    expect(again.printed.some((line) => line.startsWith('Import journals:'))).toBe(false);
  });
});

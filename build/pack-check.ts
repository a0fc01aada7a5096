import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { extractFile, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { EXECUTABLE_NAME } from './app-identity.ts';
import { RUNTIME_DATA_FILES } from './electron-builder.config.ts';
import { fuseSettingsFor, type FuseSettings } from './fuses.ts';
import { staticImportGraph } from './import-graph.ts';

/**
 * Packs the app for Linux (`--linux dir`) with a stand-in for the Electron download, so the real
 * electron-builder run — configuration loading, file selection, app.asar, the fuse hook — can be
 * checked where Electron cannot be downloaded. Run after `npm run build`:
 * `npx tsx build/pack-check.ts`. The stand-in is a small file holding Electron's fuse wire with
 * its default values; nothing here starts Electron. Fails on files outside out/ and package.json,
 * source maps, .env files, renderer-only packages in app.asar's node_modules, and fuses not as set.
 */

const run = promisify(execFile);
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const DEFAULT_WIRE = '101100011'; // Electron's defaults for the nine V1 fuses

async function standInElectron(dir: string): Promise<void> {
  await mkdir(join(dir, 'resources'), { recursive: true });
  const binary = join(dir, 'electron');
  await writeFile(binary, Buffer.from(`stand-in ${SENTINEL}\u0001\u0009${DEFAULT_WIRE} end`));
  await chmod(binary, 0o755);
  for (const name of ['LICENSE', 'LICENSES.chromium.html', 'chrome-sandbox']) {
    await writeFile(join(dir, name), '');
  }
}

/** Fuse index → wanted state, for the fuses the settings name (the rest keep Electron's). */
function expectedWire(settings: FuseSettings): Record<number, boolean> {
  return {
    [FuseV1Options.RunAsNode]: settings.runAsNode,
    [FuseV1Options.EnableCookieEncryption]: settings.enableCookieEncryption,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]:
      settings.enableNodeOptionsEnvironmentVariable,
    [FuseV1Options.EnableNodeCliInspectArguments]: settings.enableNodeCliInspectArguments,
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]:
      settings.enableEmbeddedAsarIntegrityValidation,
    [FuseV1Options.OnlyLoadAppFromAsar]: settings.onlyLoadAppFromAsar,
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: settings.grantFileProtocolExtraPrivileges,
  };
}

function problemsWith(entries: readonly string[], packageJson: { main?: unknown }): string[] {
  const problems: string[] = [];
  const allowed = (entry: string): boolean =>
    entry === '/package.json' ||
    /^\/(out|node_modules)(\/|$)/.test(entry) ||
    RUNTIME_DATA_FILES.some((file) => `/${file}`.startsWith(entry));
  for (const entry of entries) {
    if (!allowed(entry)) problems.push(`unexpected entry ${entry}`);
    if (entry.endsWith('.map') && !entry.startsWith('/node_modules/')) {
      problems.push(`source map ${entry}`);
    }
    if (/\/\.env[^/]*$/.test(entry)) problems.push(`env file ${entry}`);
  }
  for (const file of RUNTIME_DATA_FILES) {
    if (!entries.includes(`/${file}`)) problems.push(`missing ${file}`);
  }
  if (typeof packageJson.main !== 'string' || !entries.includes(`/${packageJson.main}`)) {
    problems.push(`package.json main (${String(packageJson.main)}) is not packed; npm run build?`);
  }
  return problems;
}

/** Top-level packages in app.asar's node_modules (`/node_modules/x`, `/node_modules/@s/x`). */
function packedPackages(entries: readonly string[]): string[] {
  return entries
    .map((entry) => /^\/node_modules\/((?:@[^/]+\/)?[^/@][^/]*)$/.exec(entry)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

/**
 * Packages only the renderer imports (React, recharts, TanStack, zustand, …): Vite has bundled
 * them into out/renderer, so app.asar must not carry them, not even as another package's
 * dependency.
 */
function rendererOnlyPackages(): Set<string> {
  const main = staticImportGraph('electron/main/main.ts', { dynamic: true }).packages;
  const renderer = staticImportGraph('renderer/main.tsx', { dynamic: true }).packages;
  return new Set([...renderer].filter((name) => !main.has(name)));
}

async function main(): Promise<number> {
  const work = await mkdtemp(join(tmpdir(), 'floorboard-pack-'));
  try {
    const electronDist = join(work, 'electron');
    const output = join(work, 'dist');
    await standInElectron(electronDist);
    await run(
      join('node_modules', '.bin', 'electron-builder'),
      [
        '--config',
        'build/electron-builder.config.ts',
        '--linux',
        'dir',
        `-c.electronDist=${electronDist}`,
        `-c.directories.output=${output}`,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const unpacked = join(output, 'linux-unpacked');
    const archive = join(unpacked, 'resources', 'app.asar');
    const entries = listPackage(archive, { isPack: false });
    const packageJson = JSON.parse(extractFile(archive, 'package.json').toString('utf8')) as {
      main?: unknown;
    };
    const problems = problemsWith(entries, packageJson);

    const wire = await getCurrentFuseWire(join(unpacked, EXECUTABLE_NAME));
    const expected = expectedWire(fuseSettingsFor(process.env));
    for (const [index, state] of Object.entries(wire)) {
      if (!/^\d+$/.test(index)) continue;
      const want = expected[Number(index)];
      const have = String.fromCharCode(Number(state));
      const wantChar = want === undefined ? DEFAULT_WIRE[Number(index)] : want ? '1' : '0';
      if (have !== wantChar) problems.push(`fuse ${index} is ${have}, expected ${wantChar}`);
    }

    const packages = packedPackages(entries);
    const rendererOnly = rendererOnlyPackages();
    for (const name of packages) {
      if (rendererOnly.has(name)) problems.push(`renderer-only package packed: ${name}`);
    }
    const own = entries.filter((e) => !e.startsWith('/node_modules/'));
    process.stdout.write(`app.asar: ${entries.length} entries; outside node_modules:\n`);
    process.stdout.write(`${own.map((e) => `  ${e}`).join('\n')}\n`);
    process.stdout.write(
      `node_modules: ${packages.length} packages; app.asar ${(await stat(archive)).size} bytes\n`,
    );
    process.stdout.write(
      problems.length === 0 ? 'pack check passed\n' : `${problems.join('\n')}\n`,
    );
    return problems.length === 0 ? 0 : 1;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

process.exitCode = await main();

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flipFuses, getCurrentFuseWire, type FuseV1Config } from '@electron/fuses';
import { PlatformPackager } from 'app-builder-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { builderConfig } from './electron-builder.config.ts';
import { PRODUCTION_FUSES, fuseSettingsFor } from './fuses.ts';

describe('fuse settings', () => {
  it('production closes every way into main: Node mode, NODE_OPTIONS, --inspect, a loose app/', () => {
    const fuses = fuseSettingsFor({});
    expect(fuses).toBe(PRODUCTION_FUSES);
    expect(fuses.runAsNode).toBe(false);
    expect(fuses.enableNodeOptionsEnvironmentVariable).toBe(false);
    expect(fuses.enableNodeCliInspectArguments).toBe(false);
    expect(fuses.onlyLoadAppFromAsar).toBe(true);
    expect(fuses.enableEmbeddedAsarIntegrityValidation).toBe(true);
  });

  it('a test build (FLOORBOARD_TEST_BUILD=1 exactly) changes only the inspect fuse', () => {
    const test = fuseSettingsFor({ FLOORBOARD_TEST_BUILD: '1' });
    const changed = Object.keys(test).filter(
      (key) => test[key as keyof typeof test] !== PRODUCTION_FUSES[key as keyof typeof test],
    );
    expect(changed).toEqual(['enableNodeCliInspectArguments']);
    for (const value of ['true', 'yes', '0', ' 1', '']) {
      expect(fuseSettingsFor({ FLOORBOARD_TEST_BUILD: value })).toBe(PRODUCTION_FUSES);
    }
  });
});

describe("electron-builder's own fuse step, on a stand-in binary", () => {
  const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
  // Electron's defaults for the nine V1 fuses, as '0'/'1' bytes after the sentinel.
  const DEFAULT_WIRE = '101100011';
  let dir: string | undefined;

  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  /** Flips the stand-in as electron-builder does with the config's `electronFuses`. */
  async function wireAfterPacking(env: NodeJS.ProcessEnv): Promise<string> {
    dir = await mkdtemp(join(tmpdir(), 'floorboard-fuses-'));
    const binary = join(dir, 'floorboard');
    await writeFile(
      binary,
      Buffer.concat([
        Buffer.from('ELF-ish prefix '),
        Buffer.from(SENTINEL),
        Buffer.from([1, DEFAULT_WIRE.length]),
        Buffer.from(DEFAULT_WIRE),
        Buffer.from(' suffix'),
      ]),
    );
    const option = builderConfig(env).electronFuses;
    if (option === undefined || option === null) throw new Error('no electronFuses in the config');
    // The mapping electron-builder applies before signing (it uses no packager state).
    const generate = Reflect.get(PlatformPackager.prototype, 'generateFuseConfig') as (
      fuses: unknown,
    ) => Promise<FuseV1Config>;
    await flipFuses(binary, await generate.call(null, option));
    const wire = await getCurrentFuseWire(binary);
    return Object.entries(wire)
      .filter(([index]) => /^\d+$/.test(index))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, state]) => String.fromCharCode(Number(state)))
      .join('');
  }

  it('writes the production wire and keeps the two unnamed fuses as Electron ships them', async () => {
    // RunAsNode 0, Cookies 1, NODE_OPTIONS 0, --inspect 0, asar integrity 1, asar only 1,
    // V8 snapshot (unnamed) 0, file:// privileges 0, Wasm trap handlers (unnamed) 1.
    expect(await wireAfterPacking({})).toBe('010011001');
  });

  it('a test build leaves the inspect fuse on', async () => {
    expect(await wireAfterPacking({ FLOORBOARD_TEST_BUILD: '1' })).toBe('010111001');
  });
});

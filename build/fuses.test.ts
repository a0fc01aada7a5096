import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRODUCTION_FUSES,
  TEST_BUILD_ENV,
  electronBinaryPath,
  flipPackagedFuses,
  fuseSettingsFor,
  toFuseConfig,
} from './fuses.ts';

describe('fuse settings', () => {
  it('production: node entry points off, asar-only with integrity, cookies encrypted', () => {
    expect(PRODUCTION_FUSES).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(fuseSettingsFor({})).toEqual(PRODUCTION_FUSES);
  });

  it('a test build (FLOORBOARD_TEST_BUILD=1) changes only the inspect fuse', () => {
    expect(TEST_BUILD_ENV).toBe('FLOORBOARD_TEST_BUILD');
    expect(fuseSettingsFor({ FLOORBOARD_TEST_BUILD: '1' })).toEqual({
      ...PRODUCTION_FUSES,
      enableNodeCliInspectArguments: true,
    });
  });

  it.each(['', '0', 'true', 'yes', ' 1'])('FLOORBOARD_TEST_BUILD=%j is a production build', (v) => {
    expect(fuseSettingsFor({ FLOORBOARD_TEST_BUILD: v })).toEqual(PRODUCTION_FUSES);
  });

  it('maps onto the @electron/fuses wire and leaves unnamed fuses to Electron', () => {
    const config = toFuseConfig(PRODUCTION_FUSES, 'linux');
    expect(config[FuseV1Options.RunAsNode]).toBe(false);
    expect(config[FuseV1Options.EnableCookieEncryption]).toBe(true);
    expect(config[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(config[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(config[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(config[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    expect(config[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(false);
    expect(config[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]).toBeUndefined();
    expect(config[FuseV1Options.WasmTrapHandlers]).toBeUndefined();
    expect(config.resetAdHocDarwinSignature).toBe(false);
    expect(toFuseConfig(PRODUCTION_FUSES, 'darwin').resetAdHocDarwinSignature).toBe(true);
  });
});

describe('electronBinaryPath', () => {
  it('names the binary electron-builder renamed on each platform', () => {
    expect(electronBinaryPath('/o', 'linux')).toBe('/o/floorboard');
    expect(electronBinaryPath('/o', 'win32')).toBe(join('/o', 'Floorboard.exe'));
    expect(electronBinaryPath('/o', 'darwin')).toBe('/o/Floorboard.app');
    expect(electronBinaryPath('/o', 'mas')).toBe('/o/Floorboard.app');
    expect(() => electronBinaryPath('/o', 'aix')).toThrow(/aix/);
  });
});

describe('flipPackagedFuses on a stand-in binary', () => {
  const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
  // Electron's defaults for the nine V1 fuses, as '0'/'1' bytes after the sentinel.
  const DEFAULT_WIRE = '101100011';
  let dir: string | undefined;

  afterEach(async () => {
    vi.restoreAllMocks();
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  async function packedLinuxApp(): Promise<string> {
    dir = await mkdtemp(join(tmpdir(), 'floorboard-fuses-'));
    const wire = Buffer.concat([
      Buffer.from('ELF-ish prefix '),
      Buffer.from(SENTINEL),
      Buffer.from([1, DEFAULT_WIRE.length]),
      Buffer.from(DEFAULT_WIRE),
      Buffer.from(' suffix'),
    ]);
    await writeFile(join(dir, 'floorboard'), wire);
    return dir;
  }

  /** The wire as '0'/'1' characters in fuse order, read back through @electron/fuses. */
  const wireOf = async (appOutDir: string): Promise<string> => {
    const wire = await getCurrentFuseWire(join(appOutDir, 'floorboard'));
    return Object.entries(wire)
      .filter(([index]) => /^\d+$/.test(index))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, state]) => String.fromCharCode(Number(state)))
      .join('');
  };

  it('writes the production wire and keeps the two unnamed fuses as they were', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const appOutDir = await packedLinuxApp();
    await flipPackagedFuses(appOutDir, 'linux', {});
    // runAsNode, cookies, NODE_OPTIONS, inspect, integrity, asar-only, V8 snapshot, file://, wasm
    expect(await wireOf(appOutDir)).toBe('010011001');
  });

  it('a test build leaves the inspect fuse on', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const appOutDir = await packedLinuxApp();
    await flipPackagedFuses(appOutDir, 'linux', { FLOORBOARD_TEST_BUILD: '1' });
    expect(await wireOf(appOutDir)).toBe('010111001');
    expect(log.mock.calls.join('\n')).toMatch(/TEST BUILD/);
  });
});

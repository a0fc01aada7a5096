import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';
import type { Configuration } from 'electron-builder';
import { describe, expect, it } from 'vitest';
import { DESKTOP_NAME } from './app-identity.ts';
import config, {
  DESKTOP_ENTRY,
  DEFAULT_UPDATE_URL,
  LINUX_DESCRIPTION,
  builderConfig,
  updateFeed,
  windowsSigning,
} from './electron-builder.config.ts';
import { PRODUCTION_FUSES } from './fuses.ts';

const root = join(import.meta.dirname, '..');
const schema: unknown = JSON.parse(
  readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8'),
);

/** Ajv as electron-builder sets it up (strict off: the schema uses a custom `typeof` keyword). */
function schemaErrors(candidate: Configuration): string[] {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validate = ajv.compile(schema as object);
  if (validate(candidate)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

describe('electron-builder configuration', () => {
  it('validates against electron-builder’s JSON schema', () => {
    expect(schemaErrors(config)).toEqual([]);
    expect(schemaErrors(builderConfig({ FLOORBOARD_TEST_BUILD: '1' }))).toEqual([]);
  });

  it('the schema check would catch a misspelt option', () => {
    const nsis = { ...config.nsis, oneclick: false };
    expect(schemaErrors({ ...config, nsis })).not.toEqual([]);
  });

  it('electron-builder loads this TypeScript file itself and accepts it', async () => {
    const loaded = await getConfig(root, 'build/electron-builder.config.ts', null);
    expect(loaded.appId).toBe('com.floorboard.desktop');
    expect(loaded.electronFuses).toMatchObject(PRODUCTION_FUSES);
    expect(loaded.afterPack).toBeUndefined();
    await expect(validateConfiguration(loaded, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('identity, output folder, asar and electron-builder’s own fuse step', () => {
    expect(config.appId).toBe('com.floorboard.desktop');
    expect(config.productName).toBe('Floorboard');
    expect(config.directories).toEqual({ output: 'dist', buildResources: 'build' });
    expect(config.asar).toBe(true);
    // electron-builder flips them before signing; no hand-written afterPack hook does it twice.
    expect(config.electronFuses).toMatchObject(PRODUCTION_FUSES);
    expect(config.afterPack).toBeUndefined();
    expect(config.extraMetadata).toEqual({ desktopName: DESKTOP_NAME });
  });

  it('test builds are named as such; production artifacts use the default names', () => {
    expect(config.artifactName).toBeUndefined();
    expect(builderConfig({ FLOORBOARD_TEST_BUILD: '1' }).artifactName).toContain('-test-build-');
  });

  it('targets: AppImage and deb, per-user NSIS without elevation, hardened runtime on macOS', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.linux?.category).toBe('Office');
    expect(config.linux?.executableName).toBe('floorboard');
    expect(config.win?.target).toEqual([{ target: 'nsis', arch: ['x64'] }]);
    expect(config.nsis).toMatchObject({
      oneClick: false,
      perMachine: false,
      selectPerMachineByDefault: false,
      allowElevation: false,
    });
    expect(config.mac).toMatchObject({
      hardenedRuntime: true,
      category: 'public.app-category.business',
    });
  });

  it('macOS entitlements grant JIT and nothing else', () => {
    const plist = readFileSync(join(root, 'build/entitlements.mac.plist'), 'utf8');
    expect(config.mac?.entitlements).toBe('build/entitlements.mac.plist');
    expect([...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1])).toEqual([
      'com.apple.security.cs.allow-jit',
    ]);
  });
});

describe('Linux desktop entry', () => {
  const entry: Record<string, string> = { ...DESKTOP_ENTRY };

  it('names the app, describes it and lists search keywords', () => {
    expect(config.linux?.desktop?.entry).toEqual(DESKTOP_ENTRY);
    expect(entry.Name).toBe('Floorboard');
    expect(entry.GenericName).toBe('Warehouse dashboard');
    // electron-builder replaces Comment with the description; they must agree.
    expect(entry.Comment).toBe(LINUX_DESCRIPTION);
    expect(config.linux?.description).toBe(LINUX_DESCRIPTION);
    expect(entry.Keywords).toMatch(/^([a-z]+;)+$/);
    expect(entry.Keywords?.split(';')).toContain('warehouse');
  });

  it('StartupWMClass matches the desktopName Electron derives the window class from', () => {
    expect(entry.StartupWMClass).toBe(DESKTOP_NAME.replace(/\.desktop$/, ''));
    expect(config.linux?.syncDesktopName).toBe(true);
  });

  it('sets no Exec (electron-builder refuses it) and no value that could break a line', () => {
    expect(entry).not.toHaveProperty('Exec');
    for (const value of Object.values(entry)) expect(value).not.toMatch(/[\n\r]/);
  });
});

describe('updates and signing', () => {
  it('publishes to a generic update folder, overridable by FLOORBOARD_UPDATE_URL', () => {
    expect(updateFeed({})).toEqual({
      provider: 'generic',
      url: DEFAULT_UPDATE_URL,
      channel: 'latest',
    });
    expect(updateFeed({ FLOORBOARD_UPDATE_URL: 'https://it.example/floorboard' })).toMatchObject({
      url: 'https://it.example/floorboard',
    });
    expect(builderConfig({ FLOORBOARD_UPDATE_URL: '' }).publish).toMatchObject({
      url: DEFAULT_UPDATE_URL,
    });
  });

  it('builds the zip Squirrel.Mac updates from, beside the dmg, for both architectures', () => {
    const targets = config.mac?.target;
    expect(targets).toEqual(
      expect.arrayContaining([
        { target: 'dmg', arch: ['x64', 'arm64'] },
        { target: 'zip', arch: ['x64', 'arm64'] },
      ]),
    );
  });

  it('signs Windows builds only when the environment names a certificate', () => {
    expect(windowsSigning({})).toEqual({});
    expect(builderConfig({}).win?.signtoolOptions).toBeUndefined();
    const byThumbprint = builderConfig({ FLOORBOARD_WIN_CERT_SHA1: 'AB12' }).win?.signtoolOptions;
    expect(byThumbprint).toMatchObject({
      certificateSha1: 'AB12',
      signingHashAlgorithms: ['sha256'],
    });
    expect(byThumbprint?.certificateSubjectName).toBeUndefined();
    expect(
      windowsSigning({
        FLOORBOARD_WIN_CERT_SUBJECT: 'Floorboard Ltd',
        FLOORBOARD_WIN_TIMESTAMP_URL: 'http://ts.example',
      }).signtoolOptions,
    ).toMatchObject({
      certificateSubjectName: 'Floorboard Ltd',
      rfc3161TimeStampServer: 'http://ts.example',
    });
    expect(
      schemaErrors(
        builderConfig({
          FLOORBOARD_WIN_CERT_SHA1: 'AB12',
          FLOORBOARD_UPDATE_URL: 'https://u.example',
        }),
      ),
    ).toEqual([]);
  });
});

import { join } from 'node:path';
import { FuseV1Options, FuseVersion, flipFuses, type FuseV1Config } from '@electron/fuses';
import type { AfterPackContext } from 'electron-builder';
import { EXECUTABLE_NAME, PRODUCT_NAME } from './app-identity.ts';

/**
 * Electron fuses, flipped in electron-builder's `afterPack` hook: after the app is copied into the
 * Electron binary's folder and before signing, so the OS signature covers the flipped bits
 * (docs/architecture.md "The hosts"). The settings are plain data so a test can check them.
 */

export interface FuseSettings {
  /** `ELECTRON_RUN_AS_NODE` would turn the signed binary into a general-purpose Node. */
  readonly runAsNode: boolean;
  readonly enableCookieEncryption: boolean;
  /** `NODE_OPTIONS` could preload arbitrary code into main. */
  readonly enableNodeOptionsEnvironmentVariable: boolean;
  /** `--inspect` & co. would hand main (and the tokens it holds) to a debugger. */
  readonly enableNodeCliInspectArguments: boolean;
  /**
   * Checks app.asar against the hash electron-builder embeds (Info.plist on macOS, a resource on
   * Windows). Electron validates on macOS and on Windows (Electron 30+); Linux ignores the fuse.
   */
  readonly enableEmbeddedAsarIntegrityValidation: boolean;
  /** Without it, a `resources/app` folder next to app.asar would be loaded instead. */
  readonly onlyLoadAppFromAsar: boolean;
  /** The renderer is served from `app://`, so `file://` needs no extra powers. */
  readonly grantFileProtocolExtraPrivileges: boolean;
}

export const PRODUCTION_FUSES: FuseSettings = {
  runAsNode: false,
  enableCookieEncryption: true,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  grantFileProtocolExtraPrivileges: false,
};

/**
 * `FLOORBOARD_TEST_BUILD=1 npm run dist` makes a build for Playwright's `_electron.launch`, which
 * attaches through `--inspect` and cannot start a binary whose inspect fuse is off (Playwright's
 * Electron "known issues"; mullvad/mullvadvpn-app #8259, element-hq/element-desktop #1412). Only
 * that fuse changes, and such a build's artifacts are named `*-test-build-*` (see the config) so
 * one is never shipped by mistake. Any other value, including `true`, means a production build.
 */
export const TEST_BUILD_ENV = 'FLOORBOARD_TEST_BUILD';

export function isTestBuild(env: NodeJS.ProcessEnv): boolean {
  return env[TEST_BUILD_ENV] === '1';
}

export function fuseSettingsFor(env: NodeJS.ProcessEnv): FuseSettings {
  return isTestBuild(env)
    ? { ...PRODUCTION_FUSES, enableNodeCliInspectArguments: true }
    : PRODUCTION_FUSES;
}

/**
 * The `@electron/fuses` wire for the settings. Fuses not named here (the V8 snapshot and Wasm
 * trap handler fuses) keep Electron's defaults.
 */
export function toFuseConfig(settings: FuseSettings, platform: string): FuseV1Config {
  return {
    version: FuseVersion.V1,
    // Flipping bits breaks the ad-hoc signature an arm64 macOS binary needs to start at all; this
    // re-signs it ad hoc (harmless on x64), and electron-builder signs with a real identity after.
    resetAdHocDarwinSignature: platform === 'darwin' || platform === 'mas',
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

/**
 * Where electron-builder put the Electron binary it renamed: `Floorboard.app` (the fuse file is
 * found inside the bundle by @electron/fuses), `Floorboard.exe`, or the Linux `executableName`.
 */
export function electronBinaryPath(appOutDir: string, platform: string): string {
  switch (platform) {
    case 'darwin':
    case 'mas':
      return join(appOutDir, `${PRODUCT_NAME}.app`);
    case 'win32':
      return join(appOutDir, `${PRODUCT_NAME}.exe`);
    case 'linux':
      return join(appOutDir, EXECUTABLE_NAME);
    default:
      throw new Error(`No Electron binary location known for platform "${platform}"`);
  }
}

/** Flips the fuses of the packed app in `appOutDir`; resolves to what was applied. */
export async function flipPackagedFuses(
  appOutDir: string,
  platform: string,
  env: NodeJS.ProcessEnv,
): Promise<FuseSettings> {
  const binary = electronBinaryPath(appOutDir, platform);
  const settings = fuseSettingsFor(env);
  const kind = isTestBuild(env) ? 'TEST BUILD, inspect fuse left on' : 'production';
  console.log(`  • flipping Electron fuses (${kind})  file=${binary}`);
  await flipFuses(binary, toFuseConfig(settings, platform));
  return settings;
}

/** electron-builder's `afterPack` hook. */
export async function flipFusesAfterPack(context: AfterPackContext): Promise<void> {
  await flipPackagedFuses(context.appOutDir, context.electronPlatformName, process.env);
}

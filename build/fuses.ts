import type { Configuration } from 'electron-builder';

type FuseOptions = NonNullable<Configuration['electronFuses']>;

/**
 * Electron fuses, flipped by electron-builder itself (its `electronFuses` option) after the app is
 * copied into the Electron binary's folder and before signing, so the OS signature covers the
 * flipped bits (docs/architecture.md "The hosts"). The settings are plain data so the tests can
 * run them through electron-builder's own fuse mapping onto a stand-in binary.
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
 * Electron "known issues"). Only that fuse changes, and such a build's artifacts are named
 * `*-test-build-*` (see the config) so one is never shipped by mistake. Any other value,
 * including `true`, means a production build.
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
 * electron-builder's `electronFuses`. Fuses not named (the V8 snapshot and Wasm trap handler
 * fuses) keep Electron's defaults. Flipping bits breaks the ad-hoc signature an arm64 macOS binary
 * needs to start at all, so it is re-signed ad hoc (only `.app` bundles are touched; electron-
 * builder signs with a real identity afterwards).
 */
export function electronFusesOption(env: NodeJS.ProcessEnv): FuseOptions {
  return { ...fuseSettingsFor(env), resetAdHocDarwinSignature: true };
}

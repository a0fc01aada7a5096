import type { Configuration, WindowsConfiguration } from 'electron-builder';
import { APP_ID, DESKTOP_NAME, EXECUTABLE_NAME, PRODUCT_NAME } from './app-identity.ts';
import { electronFusesOption, isTestBuild } from './fuses.ts';
import { WINDOWS_ICON, ICONS_DIR, pngIconPath } from './icon-sizes.ts';

/**
 * Installers: `npm run dist` (electron-builder loads this TypeScript module itself, through jiti).
 * It needs the Electron download, so it does not run on this project's CI; the tests next to
 * this file check the configuration against electron-builder's schema instead. Icons come from
 * `icon.svg` via `generate-icons.ts`.
 */

/**
 * Files the bundled main process reads at run time beside out/: none since the service schema
 * is bundled into the code (`shared/api/schema-sdl.ts`).
 */
export const RUNTIME_DATA_FILES: readonly string[] = [];

/**
 * What goes into app.asar: the electron-vite output, the runtime data above and package.json,
 * nothing else — no sources, tests, sandbox data, source maps (they embed the sources) and no
 * `.env` file, even one a build step left in out/. electron-builder adds the production
 * `dependencies` from node_modules itself.
 */
export const PACKAGED_FILES = [
  'out/**/*',
  ...RUNTIME_DATA_FILES,
  '!**/*.map',
  '!**/.env*',
  'package.json',
];

export const LINUX_DESCRIPTION = 'Stock, orders and API credits of the fulfillment service';

/** `[Desktop Entry]` keys; Name, Exec, Icon, Type and Categories are filled by electron-builder. */
export const DESKTOP_ENTRY = {
  Name: PRODUCT_NAME,
  GenericName: 'Warehouse dashboard',
  // electron-builder overwrites Comment with the Linux description, so both say the same.
  Comment: LINUX_DESCRIPTION,
  Keywords: 'warehouse;inventory;stock;orders;fulfillment;dashboard;kiosk;',
  StartupWMClass: EXECUTABLE_NAME,
} as const;

/** Where installed copies look for updates (electron-updater reads it from app-update.yml). */
export const UPDATE_URL_ENV = 'FLOORBOARD_UPDATE_URL';
export const DEFAULT_UPDATE_URL = 'https://updates.floorboard.invalid/${os}/${arch}';

/** A generic HTTPS folder holding latest*.yml and the artifacts; the URL can be overridden. */
export function updateFeed(env: NodeJS.ProcessEnv): NonNullable<Configuration['publish']> {
  const url = env[UPDATE_URL_ENV];
  return {
    provider: 'generic',
    url: url === undefined || url === '' ? DEFAULT_UPDATE_URL : url,
    channel: 'latest',
  };
}

/**
 * Windows code signing with signtool, from the environment when a release runner provides it:
 * a certificate in the machine's store by thumbprint or subject. (A .pfx file comes through
 * electron-builder's own CSC_LINK / CSC_KEY_PASSWORD, which it reads itself.) Nothing set: the
 * installer is unsigned, as on a developer machine.
 */
export function windowsSigning(
  env: NodeJS.ProcessEnv,
): Pick<WindowsConfiguration, 'signtoolOptions'> {
  const sha1 = env['FLOORBOARD_WIN_CERT_SHA1'];
  const subject = env['FLOORBOARD_WIN_CERT_SUBJECT'];
  if (!sha1 && !subject) return {};
  return {
    signtoolOptions: {
      ...(sha1 ? { certificateSha1: sha1 } : { certificateSubjectName: subject }),
      signingHashAlgorithms: ['sha256'],
      rfc3161TimeStampServer:
        env['FLOORBOARD_WIN_TIMESTAMP_URL'] || 'http://timestamp.digicert.com',
    },
  };
}

export function builderConfig(env: NodeJS.ProcessEnv): Configuration {
  return {
    appId: APP_ID,
    productName: PRODUCT_NAME,
    // A test build (inspect fuse on, for Playwright) must be recognisable wherever it ends up.
    ...(isTestBuild(env)
      ? { artifactName: '${productName}-${version}-test-build-${arch}.${ext}' }
      : {}),
    directories: { output: 'dist', buildResources: 'build' },
    files: PACKAGED_FILES,
    asar: true,
    extraMetadata: { desktopName: DESKTOP_NAME },
    electronFuses: electronFusesOption(env),
    publish: updateFeed(env),
    linux: {
      target: ['AppImage', 'deb'],
      category: 'Office',
      executableName: EXECUTABLE_NAME,
      syncDesktopName: true,
      icon: ICONS_DIR,
      synopsis: 'Warehouse and order-fulfillment dashboard',
      description: LINUX_DESCRIPTION,
      desktop: { entry: DESKTOP_ENTRY },
    },
    win: {
      target: [{ target: 'nsis', arch: ['x64'] }],
      icon: WINDOWS_ICON,
      ...windowsSigning(env),
    },
    nsis: {
      // Assisted installer that installs for the current user and never asks for elevation;
      // IT can still install for all users from an elevated prompt (`/allusers`).
      oneClick: false,
      perMachine: false,
      selectPerMachineByDefault: false,
      allowElevation: false,
      createDesktopShortcut: true,
      createStartMenuShortcut: true,
      shortcutName: PRODUCT_NAME,
      deleteAppDataOnUninstall: false,
    },
    mac: {
      // zip: what Squirrel.Mac (electron-updater on macOS) downloads; dmg: what people install.
      target: [
        { target: 'dmg', arch: ['x64', 'arm64'] },
        { target: 'zip', arch: ['x64', 'arm64'] },
      ],
      category: 'public.app-category.business',
      hardenedRuntime: true,
      // Only allow-jit: electron-builder's default set also allows unsigned executable memory and
      // unsigned libraries, which Electron 12+ does not need (electron/notarize #105).
      entitlements: 'build/entitlements.mac.plist',
      entitlementsInherit: 'build/entitlements.mac.plist',
      icon: pngIconPath(1024),
    },
    dmg: { title: '${productName} ${version}' },
  };
}

export default builderConfig(process.env);

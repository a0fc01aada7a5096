import type { Configuration } from 'electron-builder';
import { APP_ID, DESKTOP_NAME, EXECUTABLE_NAME, PRODUCT_NAME } from './app-identity.ts';
import { flipFusesAfterPack, isTestBuild } from './fuses.ts';
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
    afterPack: flipFusesAfterPack,
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
      target: [{ target: 'dmg', arch: ['x64', 'arm64'] }],
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

import type { MenuItemConstructorOptions } from 'electron';

/**
 * The application menu as a product ships it: the standard Edit menu (so copy and paste work on
 * macOS, where shortcuts live in the menu) with Find… for the quick finder, View without developer tools unless support asked for
 * them, and Help with the logs folder and the version. Plain data, so a test reads it.
 */
export interface MenuFacts {
  readonly platform: NodeJS.Platform;
  readonly packaged: boolean;
  /** `--enable-devtools` (or FLOORBOARD_DEVTOOLS=1): support may ask a user to start with it. */
  readonly devtoolsFlag: boolean;
  readonly appName: string;
  readonly version: string;
  readonly openLogsFolder: () => void;
  readonly showAbout: () => void;
  /** Edit → Find… (Ctrl+K, Cmd+K): asks the page to open its quick finder. */
  readonly find: () => void;
}

/** The quick finder's shortcut, as the page also handles it (renderer/finder/shortcut.ts). */
export const FIND_ACCELERATOR = 'CmdOrCtrl+K';

export const DEVTOOLS_FLAG = '--enable-devtools';

export function devtoolsRequested(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  return argv.includes(DEVTOOLS_FLAG) || env['FLOORBOARD_DEVTOOLS'] === '1';
}

export function menuTemplate(facts: MenuFacts): MenuItemConstructorOptions[] {
  const mac = facts.platform === 'darwin';
  const devtools = !facts.packaged || facts.devtoolsFlag;
  const about: MenuItemConstructorOptions = {
    label: `About ${facts.appName}`,
    click: () => facts.showAbout(),
  };
  return [
    ...(mac
      ? [
          {
            label: facts.appName,
            submenu: [
              about,
              { type: 'separator' },
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              { type: 'separator' },
              { role: 'quit' },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    { role: 'fileMenu' },
    {
      // The standard Edit menu's items, spelled out to add Find… at its end (a role's own
      // submenu is used only when none is given).
      role: 'editMenu',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
        { role: 'delete' },
        { role: 'selectAll' },
        { type: 'separator' },
        { label: 'Find…', accelerator: FIND_ACCELERATOR, click: () => facts.find() },
      ],
    },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        ...(devtools ? [{ role: 'toggleDevTools' } as const] : []),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'Open logs folder', click: () => facts.openLogsFolder() },
        ...(mac ? [] : [{ type: 'separator' } as const, about]),
      ],
    },
  ];
}

export function aboutText(
  appName: string,
  version: string,
  versions: NodeJS.ProcessVersions,
): string {
  return `${appName} ${version}\nElectron ${versions.electron} · Chromium ${versions.chrome} · Node ${versions.node}`;
}

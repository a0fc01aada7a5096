import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { aboutText, devtoolsRequested, menuTemplate, type MenuFacts } from './menu-template.ts';

function facts(overrides: Partial<MenuFacts> = {}): MenuFacts {
  return {
    platform: 'linux',
    packaged: true,
    devtoolsFlag: false,
    appName: 'Floorboard',
    version: '1.2.3',
    openLogsFolder: vi.fn(),
    showAbout: vi.fn(),
    find: vi.fn(),
    ...overrides,
  };
}

/** Every item, depth first, with its submenu items. */
function flatten(items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? flatten(item.submenu) : []),
  ]);
}
const roles = (items: readonly MenuItemConstructorOptions[]) =>
  flatten(items).map((item) => item.role);
const byLabel = (items: readonly MenuItemConstructorOptions[], label: string) =>
  flatten(items).find((item) => item.label === label);

describe('menuTemplate', () => {
  it('packaged: no developer tools, unless support asked for them', () => {
    expect(roles(menuTemplate(facts()))).not.toContain('toggleDevTools');
    expect(roles(menuTemplate(facts({ devtoolsFlag: true })))).toContain('toggleDevTools');
    expect(roles(menuTemplate(facts({ packaged: false })))).toContain('toggleDevTools');
  });

  it('has the standard Edit menu, so copy and paste work on macOS', () => {
    for (const platform of ['darwin', 'linux', 'win32'] as const) {
      const template = menuTemplate(facts({ platform }));
      const edit = template.find((item) => item.role === 'editMenu');
      const items = Array.isArray(edit?.submenu) ? edit.submenu : [];
      expect(roles(items)).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy']));
      expect(roles(items)).toEqual(expect.arrayContaining(['paste', 'selectAll']));
      expect(roles(items).includes('pasteAndMatchStyle')).toBe(platform === 'darwin');
    }
  });

  it('Edit → Find… (Ctrl+K, Cmd+K on a Mac) asks the page for its finder', () => {
    const linux = facts();
    const template = menuTemplate(linux);
    const edit = template.find((item) => item.role === 'editMenu');
    const find = Array.isArray(edit?.submenu) ? edit.submenu.at(-1) : undefined;
    expect(find).toMatchObject({ label: 'Find…', accelerator: 'CmdOrCtrl+K' });
    expect(linux.find).not.toHaveBeenCalled();
    find?.click?.({} as never, undefined, {});
    expect(linux.find).toHaveBeenCalledTimes(1);
  });

  it('Help opens the logs folder; About shows the version (app menu on macOS, Help elsewhere)', () => {
    const linux = facts();
    const template = menuTemplate(linux);
    const help = template.find((item) => item.role === 'help');
    expect(Array.isArray(help?.submenu) && help.submenu.map((item) => item.label)).toContain(
      'Open logs folder',
    );
    byLabel(template, 'Open logs folder')?.click?.({} as never, undefined, {});
    expect(linux.openLogsFolder).toHaveBeenCalledTimes(1);
    byLabel(template, 'About Floorboard')?.click?.({} as never, undefined, {});
    expect(linux.showAbout).toHaveBeenCalledTimes(1);

    const mac = menuTemplate(facts({ platform: 'darwin' }));
    expect(mac[0]?.label).toBe('Floorboard');
    expect(Array.isArray(mac[0]?.submenu) && mac[0].submenu[0]?.label).toBe('About Floorboard');
  });

  it('reads the support flag from the command line or the environment', () => {
    expect(devtoolsRequested(['floorboard', '--enable-devtools'], {})).toBe(true);
    expect(devtoolsRequested([], { FLOORBOARD_DEVTOOLS: '1' })).toBe(true);
    expect(devtoolsRequested(['--devtools'], { FLOORBOARD_DEVTOOLS: 'true' })).toBe(false);
  });
});

describe('aboutText', () => {
  it('names the version and the runtime', () => {
    expect(
      aboutText('Floorboard', '1.2.3', {
        ...process.versions,
        electron: '45.4.1',
        chrome: '140.0',
      }),
    ).toBe(`Floorboard 1.2.3\nElectron 45.4.1 · Chromium 140.0 · Node ${process.versions.node}`);
  });
});

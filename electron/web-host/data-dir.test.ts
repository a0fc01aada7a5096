import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webHostDataDir } from './data-dir.ts';

describe('the web host’s data folder', () => {
  it('follows XDG on Linux, with the usual fallback', () => {
    expect(webHostDataDir('linux', { XDG_DATA_HOME: '/x/data' }, '/home/ann')).toBe(
      '/x/data/floorboard/web-host',
    );
    expect(webHostDataDir('linux', { XDG_DATA_HOME: '' }, '/home/ann')).toBe(
      '/home/ann/.local/share/floorboard/web-host',
    );
  });

  it('ignores a relative XDG_DATA_HOME, as the XDG spec says', () => {
    expect(webHostDataDir('linux', { XDG_DATA_HOME: 'data' }, '/home/ann')).toBe(
      '/home/ann/.local/share/floorboard/web-host',
    );
  });

  it('uses APPDATA on Windows, and the usual place when it is unset or empty', () => {
    const home = 'C:\\Users\\ann';
    const usual = join(home, 'AppData', 'Roaming', 'Floorboard', 'web-host');
    expect(webHostDataDir('win32', { APPDATA: 'D:\\roam' }, home)).toBe(
      join('D:\\roam', 'Floorboard', 'web-host'),
    );
    expect(webHostDataDir('win32', {}, home)).toBe(usual);
    expect(webHostDataDir('win32', { APPDATA: '' }, home)).toBe(usual);
  });

  it('uses Application Support on macOS', () => {
    expect(webHostDataDir('darwin', {}, '/Users/ann')).toBe(
      '/Users/ann/Library/Application Support/Floorboard/web-host',
    );
  });
});

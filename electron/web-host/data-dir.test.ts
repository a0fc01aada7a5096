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

  it('uses Application Support on macOS', () => {
    expect(webHostDataDir('darwin', {}, '/Users/ann')).toBe(
      '/Users/ann/Library/Application Support/Floorboard/web-host',
    );
  });
});

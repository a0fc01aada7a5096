import { describe, expect, it } from 'vitest';
import {
  browserCandidates,
  findAppBrowser,
  launcherPlatform,
  type BrowserProbe,
} from './find-browser.ts';

function probe(platform: BrowserProbe['platform'], files: string[], env: BrowserProbe['env'] = {}) {
  const present = new Set(files);
  return { platform, env, home: '/Users/ann', isFile: (path: string) => present.has(path) };
}

describe('findAppBrowser', () => {
  it('Linux: takes the first Chromium-family browser on the PATH, in order of preference', () => {
    const env = { PATH: '/usr/local/bin:/usr/bin' };
    expect(
      findAppBrowser(probe('linux', ['/usr/bin/chromium', '/usr/bin/google-chrome'], env)),
    ).toBe('/usr/bin/chromium');
    expect(findAppBrowser(probe('linux', ['/usr/bin/microsoft-edge'], env))).toBe(
      '/usr/bin/microsoft-edge',
    );
  });

  it('Linux: falls back to the usual install folders when nothing is on the PATH', () => {
    expect(findAppBrowser(probe('linux', ['/opt/google/chrome/chrome'], { PATH: '/bin' }))).toBe(
      '/opt/google/chrome/chrome',
    );
    expect(findAppBrowser(probe('linux', ['/snap/bin/chromium'], {}))).toBe('/snap/bin/chromium');
  });

  it('macOS: looks in /Applications, then in ~/Applications', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    const userEdge = '/Users/ann/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge';
    expect(findAppBrowser(probe('darwin', [userEdge, chrome]))).toBe(chrome);
    expect(findAppBrowser(probe('darwin', [userEdge]))).toBe(userEdge);
  });

  it('Windows: PATH first, then Program Files (x86 too) and the per-user folder', () => {
    const env = {
      Path: 'C:\\Tools',
      ProgramFiles: 'C:\\Program Files',
      'ProgramFiles(x86)': 'C:\\Program Files (x86)',
      LOCALAPPDATA: 'C:\\Users\\ann\\AppData\\Local',
    };
    const edge = 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe';
    expect(findAppBrowser(probe('win32', [edge], env))).toBe(edge);
    const userChrome = 'C:\\Users\\ann\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe';
    expect(findAppBrowser(probe('win32', [userChrome], env))).toBe(userChrome);
    expect(findAppBrowser(probe('win32', ['C:\\Tools\\chrome.exe', edge], env))).toBe(
      'C:\\Tools\\chrome.exe',
    );
  });

  it('answers undefined when no candidate exists, and ignores empty PATH entries', () => {
    expect(
      findAppBrowser(probe('linux', ['/usr/bin/firefox'], { PATH: '::/usr/bin' })),
    ).toBeUndefined();
    expect(browserCandidates(probe('linux', [], { PATH: '::' }))).not.toContain('chromium');
  });

  it('maps Node platforms', () => {
    expect(launcherPlatform('darwin')).toBe('darwin');
    expect(launcherPlatform('freebsd')).toBe('other');
  });
});

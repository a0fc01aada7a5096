import { describe, expect, it, vi } from 'vitest';
import { createOpenExternal } from './open-external.ts';
import { developerPairLines, parseHostLine } from '../hosts/stdout-lines.ts';

describe('createOpenExternal', () => {
  it('prints the URL and starts no browser by default', async () => {
    const lines: string[] = [];
    const launchBrowser = vi.fn(() => Promise.resolve());
    const open = createOpenExternal({
      openBrowser: false,
      print: (l) => lines.push(l),
      launchBrowser,
    });
    await open('http://127.0.0.1:4010/authorize?client_id=x&state=y');
    expect(lines).toEqual(['open-external: http://127.0.0.1:4010/authorize?client_id=x&state=y']);
    expect(launchBrowser).not.toHaveBeenCalled();
  });

  it('starts the browser when asked, and reports its failure', async () => {
    const launchBrowser = vi.fn(() => Promise.reject(new Error('no xdg-open')));
    const open = createOpenExternal({ openBrowser: true, print: () => undefined, launchBrowser });
    await expect(open('https://login.example.test/authorize')).rejects.toThrow('no xdg-open');
    expect(launchBrowser).toHaveBeenCalledWith('https://login.example.test/authorize');
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'floorboard://x', 'not a url'])(
    'refuses %s',
    async (url) => {
      const lines: string[] = [];
      const launchBrowser = vi.fn(() => Promise.resolve());
      const open = createOpenExternal({
        openBrowser: true,
        print: (l) => lines.push(l),
        launchBrowser,
      });
      await expect(open(url)).rejects.toThrow();
      expect(lines).toEqual([]);
      expect(launchBrowser).not.toHaveBeenCalled();
    },
  );
});

describe('parseHostLine', () => {
  it('reads the launch and open-external lines, ignores the rest', () => {
    expect(parseHostLine('launch-url: http://127.0.0.1:1/#token=abc\n')).toEqual({
      kind: 'launch',
      url: 'http://127.0.0.1:1/#token=abc',
    });
    expect(parseHostLine('open-external: http://x.test/a')).toEqual({
      kind: 'open-external',
      url: 'http://x.test/a',
    });
    expect(parseHostLine('2026-01-01 INFO something')).toBeNull();
  });

  it('round-trips the sandbox developer pair, after one line for people', () => {
    const lines = developerPairLines({ accessToken: 'a.b.c', refreshToken: 'r-123' });
    expect(lines.map(parseHostLine)).toEqual([
      null,
      { kind: 'developer-access', token: 'a.b.c' },
      { kind: 'developer-refresh', token: 'r-123' },
    ]);
    expect(lines[0]).toMatch(/Developer tokens/);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fake } from './testing/fake-electron.ts';
import { electronOpenExternal } from './open-external.ts';

vi.mock('electron', async () => (await import('./testing/fake-electron.ts')).fake);

afterEach(() => {
  fake.shell.opened.length = 0;
  vi.restoreAllMocks();
});

describe('electronOpenExternal', () => {
  it('hands http(s) URLs to the system browser, normalised', async () => {
    await electronOpenExternal(false)('https://login.example.test/authorize?state=s1');
    await electronOpenExternal(false)('HTTP://Example.test');
    expect(fake.shell.opened).toEqual([
      'https://login.example.test/authorize?state=s1',
      'http://example.test/',
    ]);
  });

  it('refuses any other scheme, opening nothing', async () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'ms-settings:', 'not a url']) {
      await expect(electronOpenExternal(false)(url)).rejects.toThrow(/Only http and https/);
    }
    expect(fake.shell.opened).toEqual([]);
  });

  it('prints the URL instead in an e2e run, and still refuses other schemes', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    await electronOpenExternal(true)('https://login.example.test/authorize');
    await expect(electronOpenExternal(true)('file:///etc/passwd')).rejects.toThrow();
    expect(written).toEqual(['open-external: https://login.example.test/authorize\n']);
    expect(fake.shell.opened).toEqual([]);
  });
});

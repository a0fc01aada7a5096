import { describe, expect, it } from 'vitest';
import { appRequestPathname, originOf, rendererEntry } from './renderer-entry.ts';
import { readTestSeams } from './test-seams.ts';

describe('rendererEntry', () => {
  it('loads app:// when packaged, whatever the environment says', () => {
    expect(rendererEntry(true, 'http://localhost:5173')).toEqual({
      url: 'app://floorboard/index.html',
      trustedOrigins: ['app://floorboard'],
      fromDevServer: false,
    });
  });

  it('loads app:// when unpackaged without a dev server', () => {
    expect(rendererEntry(false, undefined).url).toBe('app://floorboard/index.html');
  });

  it('uses a loopback dev server only when unpackaged', () => {
    expect(rendererEntry(false, 'http://localhost:5173/')).toEqual({
      url: 'http://localhost:5173/',
      trustedOrigins: ['http://localhost:5173'],
      fromDevServer: true,
    });
  });

  it.each(['https://evil.example/', 'http://192.168.1.5:5173', 'file:///tmp/index.html', 'nope'])(
    'ignores a dev server URL %s',
    (url) => {
      expect(rendererEntry(false, url).url).toBe('app://floorboard/index.html');
    },
  );
});

describe('originOf / appRequestPathname', () => {
  it('builds origins for custom schemes too', () => {
    expect(originOf('app://floorboard/index.html')).toBe('app://floorboard');
    expect(originOf('APP://Floorboard/x')).toBe('app://floorboard');
    expect(originOf('http://localhost:5173/a?b')).toBe('http://localhost:5173');
    expect(originOf('about:blank')).toBeNull();
    expect(originOf('garbage')).toBeNull();
  });

  it('answers paths of app://floorboard requests only', () => {
    expect(appRequestPathname('app://floorboard/assets/a.js?x=1')).toBe('/assets/a.js');
    // Dot segments (encoded ones too) are gone before the file resolver sees the path.
    expect(appRequestPathname('app://floorboard/%2e%2e/x')).toBe('/x');
    expect(appRequestPathname('app://floorboard/..%2f..%2fx')).toBe('/..%2f..%2fx');
    expect(appRequestPathname('app://other/index.html')).toBeNull();
    expect(appRequestPathname('https://floorboard/index.html')).toBeNull();
  });
});

describe('readTestSeams', () => {
  const env = {
    FLOORBOARD_USER_DATA_DIR: '/tmp/u',
    FLOORBOARD_OPEN_EXTERNAL: 'print',
    FLOORBOARD_PRINT_DEVELOPER_PAIR: '1',
  };

  it('honours the switches in an unpackaged app', () => {
    expect(readTestSeams(env, false)).toEqual({
      userDataDir: '/tmp/u',
      printOpenExternal: true,
      printDeveloperPair: true,
    });
    expect(readTestSeams({}, false)).toEqual({
      userDataDir: undefined,
      printOpenExternal: false,
      printDeveloperPair: false,
    });
  });

  it('ignores them in a packaged app', () => {
    expect(readTestSeams(env, true)).toEqual({
      userDataDir: undefined,
      printOpenExternal: false,
      printDeveloperPair: false,
    });
  });
});

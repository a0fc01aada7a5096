import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findElectronBinary, type ElectronProbe } from './electron-binary.ts';

const PKG = '/repo/node_modules/electron';

function probe(files: Record<string, string>, env: ElectronProbe['env'] = {}, installed = true) {
  return {
    packageDir: () => (installed ? PKG : undefined),
    exists: (path: string) => path in files,
    readText: (path: string) => files[path] ?? '',
    env,
  };
}

describe('findElectronBinary', () => {
  it('finds the binary path.txt names under dist/', () => {
    const files = { [join(PKG, 'path.txt')]: 'electron\n', [join(PKG, 'dist/electron')]: '' };
    expect(findElectronBinary(probe(files))).toBe(join(PKG, 'dist/electron'));
  });

  it('answers undefined where the download never happened (no path.txt, no dist)', () => {
    expect(findElectronBinary(probe({}))).toBeUndefined();
    expect(findElectronBinary(probe({ [join(PKG, 'path.txt')]: 'electron' }))).toBeUndefined();
    expect(findElectronBinary(probe({}, {}, false))).toBeUndefined();
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH', () => {
    const files = { '/opt/electron/electron': '' };
    expect(findElectronBinary(probe(files, { ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron' }))).toBe(
      '/opt/electron/electron',
    );
  });
});

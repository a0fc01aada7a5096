import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from './electron-builder.config.ts';
import {
  ICONS_DIR,
  ICON_SOURCE,
  ICO_SIZES,
  PNG_SIZES,
  WINDOWS_ICON,
  pngIconPath,
} from './icon-sizes.ts';
import { icoSizes, pngSize } from './image-headers.ts';

const root = join(import.meta.dirname, '..');
const read = (path: string): Buffer => readFileSync(join(root, path));

describe('icons', () => {
  it.each(PNG_SIZES)('build/icons/%ix… is a square RGBA PNG of that size', (size) => {
    const data = read(pngIconPath(size));
    expect(pngSize(data)).toEqual({ width: size, height: size });
    expect(data.readUInt8(24)).toBe(8); // bit depth
    expect(data.readUInt8(25)).toBe(6); // colour type: RGBA
  });

  it('has the 1024 and 512 rasters macOS needs and the hicolor sizes Linux looks up', () => {
    expect(PNG_SIZES).toEqual(expect.arrayContaining([16, 32, 48, 64, 128, 256, 512, 1024]));
  });

  it('the Windows .ico holds every small size up to 256', () => {
    expect(icoSizes(read(WINDOWS_ICON))).toEqual(ICO_SIZES.map((s) => ({ width: s, height: s })));
  });

  it('the configuration points at the generated files', () => {
    expect(config.linux?.icon).toBe(ICONS_DIR);
    expect(config.win?.icon).toBe(WINDOWS_ICON);
    expect(config.mac?.icon).toBe(pngIconPath(1024));
  });

  it('the SVG source is committed next to them', () => {
    expect(read(ICON_SOURCE).toString('utf8')).toMatch(/<svg[^>]+viewBox="0 0 1024 1024"/);
  });

  it('header readers reject other files', () => {
    expect(() => pngSize(read(ICON_SOURCE))).toThrow(/PNG/);
    expect(() => icoSizes(read(pngIconPath(16)))).toThrow(/ICO/);
  });
});

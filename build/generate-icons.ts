import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ICO_SIZES, ICON_SOURCE, PNG_SIZES, WINDOWS_ICON, pngIconPath } from './icon-sizes.ts';

/**
 * Rasterises `build/icon.svg` into `build/icons/NxN.png` and `build/icon.ico` with ImageMagick
 * (`apt-get install imagemagick`). Run from the project root after changing the SVG, then commit
 * the outputs: `npx tsx build/generate-icons.ts`. Set CONVERT=magick for ImageMagick 7.
 */

const run = promisify(execFile);
const convert = process.env.CONVERT ?? 'convert';

// No timestamps or other metadata, so regenerating an unchanged SVG gives identical files.
const PNG_OUTPUT = ['-strip', '-depth', '8', '-define', 'png:exclude-chunks=date,time'];
// Always 8-bit RGBA: ImageMagick would pick a palette for some sizes, which not every icon tool reads.
const rgba = (path: string): string => `PNG32:${path}`;

async function main(): Promise<void> {
  const largest = Math.max(...PNG_SIZES);
  const master = pngIconPath(largest);
  await run(convert, [
    '-background',
    'none',
    ICON_SOURCE,
    '-resize',
    `${largest}x${largest}`,
    ...PNG_OUTPUT,
    rgba(master),
  ]);
  for (const size of PNG_SIZES.filter((s) => s !== largest)) {
    // Downscaling the large raster keeps every size identical in shape; Lanczos keeps edges crisp.
    await run(convert, [
      master,
      '-filter',
      'Lanczos',
      '-resize',
      `${size}x${size}`,
      ...PNG_OUTPUT,
      rgba(pngIconPath(size)),
    ]);
  }
  await run(convert, [...ICO_SIZES.map(pngIconPath), WINDOWS_ICON]);
  process.stdout.write(`wrote ${PNG_SIZES.length} PNGs and ${WINDOWS_ICON}\n`);
}

await main();

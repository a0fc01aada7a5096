/**
 * Reads pixel sizes from PNG and ICO headers, so tests can check the committed icons without an
 * image library.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** Width and height from the IHDR chunk, which the PNG spec requires to come first. */
export function pngSize(data: Buffer): PixelSize {
  if (data.length < 24 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new Error('not a PNG file');
  }
  if (data.toString('latin1', 12, 16) !== 'IHDR') throw new Error('PNG without a leading IHDR');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** The sizes of the images in an .ico directory (a stored 0 means 256). */
export function icoSizes(data: Buffer): PixelSize[] {
  if (data.length < 6 || data.readUInt16LE(0) !== 0 || data.readUInt16LE(2) !== 1) {
    throw new Error('not an ICO file');
  }
  const count = data.readUInt16LE(4);
  const sizes: PixelSize[] = [];
  for (let index = 0; index < count; index += 1) {
    const entry = 6 + index * 16;
    if (entry + 16 > data.length) throw new Error('truncated ICO directory');
    sizes.push({ width: data.readUInt8(entry) || 256, height: data.readUInt8(entry + 1) || 256 });
  }
  return sizes;
}

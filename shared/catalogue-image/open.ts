/**
 * Opens a catalogue image: checks its header, checksum and section table in constant time, then
 * views the sections in place. Nothing is decoded; a query reads only what it needs. A truncated
 * image, or one whose header or table was changed, gives a typed error. The sections' content is
 * not checked byte by byte here: at rest the image is one sealed string whose authenticated
 * encryption rejects any change, so only the structure is checked, which a bug could break.
 */
import type { Result } from '../result.ts';
import { createImage, type CatalogueImage } from './image.ts';
import {
  align,
  checksumOf,
  DATA_START,
  FORMAT_VERSION,
  HEADER,
  MAGIC,
  SECTIONS,
  sectionBytes,
  TABLE_START,
  type Counts,
  type SectionName,
} from './format.ts';
import type { ImageSections } from './sections.ts';

/** Every way an image can fail to open (a list, so a reader of a received error can check it). */
export const IMAGE_ERROR_KINDS = [
  'too-short',
  'not-an-image',
  'unsupported-version',
  'wrong-length',
  'checksum',
  'bad-section',
  'inconsistent',
] as const;
export type ImageErrorKind = (typeof IMAGE_ERROR_KINDS)[number];

export interface ImageError {
  readonly kind: ImageErrorKind;
  readonly message: string;
}

const fail = (kind: ImageErrorKind, message: string): Result<never, ImageError> => ({
  ok: false,
  error: { kind, message },
});

// Typed arrays read in the platform's byte order; the image is little-endian.
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function openCatalogueImage(input: Uint8Array): Result<CatalogueImage, ImageError> {
  const found = readSections(input);
  return found.ok ? { ok: true, value: createImage(found.value) } : found;
}

export function readSections(input: Uint8Array): Result<ImageSections, ImageError> {
  if (!LITTLE_ENDIAN) return fail('unsupported-version', 'a big-endian platform cannot read it');
  if (input.length < DATA_START) return fail('too-short', `${input.length} bytes, no header`);
  // Typed views need aligned offsets: an image inside a larger buffer at an odd place is copied.
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const word = (at: number): number => view.getUint32(at * 4, true);
  if (word(HEADER.magic) !== MAGIC) return fail('not-an-image', 'no catalogue image magic');
  if (word(HEADER.version) !== FORMAT_VERSION) {
    return fail('unsupported-version', `format ${word(HEADER.version)}`);
  }
  if (word(HEADER.totalBytes) !== bytes.length) {
    return fail(
      'wrong-length',
      `${bytes.length} bytes, the header says ${word(HEADER.totalBytes)}`,
    );
  }
  if (word(HEADER.checksum) !== checksumOf(bytes)) {
    return fail('checksum', 'the header or section table does not match its checksum');
  }
  if (word(HEADER.sectionCount) !== SECTIONS.length) {
    return fail('bad-section', `${word(HEADER.sectionCount)} sections`);
  }
  const counts: Counts = {
    products: word(HEADER.products),
    stockRows: word(HEADER.stockRows),
    warehouseEntries: word(HEADER.warehouseEntries),
    scopes: word(HEADER.scopes),
    tokens: word(HEADER.tokens),
    postings: word(HEADER.postings),
    heapBytes: word(HEADER.heapBytes),
    skuChars: word(HEADER.skuChars),
    barcodeChars: word(HEADER.barcodeChars),
    tokenChars: word(HEADER.tokenChars),
    numberKind: word(HEADER.numberKind),
  };
  if (counts.numberKind > 1) return fail('bad-section', `number kind ${counts.numberKind}`);
  const expected = sectionBytes(counts);
  const placed = {} as Record<SectionName, { offset: number; length: number }>;
  let end = DATA_START;
  for (const [s, name] of SECTIONS.entries()) {
    const offset = view.getUint32(TABLE_START + s * 8, true);
    const length = view.getUint32(TABLE_START + s * 8 + 4, true);
    if (length !== expected[name] || offset !== align(offset) || offset < end) {
      return fail('bad-section', `section ${name} is misplaced or of the wrong length`);
    }
    end = offset + length;
    if (end > bytes.length) return fail('bad-section', `section ${name} runs past the end`);
    placed[name] = { offset, length };
  }
  const buffer = bytes.buffer;
  const at = (name: SectionName) => {
    const { offset, length } = placed[name];
    return { offset: bytes.byteOffset + offset, length };
  };
  const u8 = (name: SectionName) => new Uint8Array(buffer, at(name).offset, at(name).length);
  const u16 = (name: SectionName) => new Uint16Array(buffer, at(name).offset, at(name).length / 2);
  const u32 = (name: SectionName) => new Uint32Array(buffer, at(name).offset, at(name).length / 4);
  const numbers = at('stockNumbers');
  const sections: ImageSections = {
    counts,
    heap: u8('heap'),
    productText: u32('productText'),
    stockStart: u32('stockStart'),
    stockEntry: u32('stockEntry'),
    stockNumbers:
      counts.numberKind === 0
        ? new Int32Array(buffer, numbers.offset, numbers.length / 4)
        : new Float64Array(buffer, numbers.offset, numbers.length / 8),
    stockText: u32('stockText'),
    entryText: u32('entryText'),
    entryScope: u32('entryScope'),
    scopeText: u32('scopeText'),
    skuStart: u32('skuStart'),
    skuChars: u16('skuChars'),
    barcodeStart: u32('barcodeStart'),
    barcodeChars: u16('barcodeChars'),
    tokenStart: u32('tokenStart'),
    tokenChars: u16('tokenChars'),
    postingStart: u32('postingStart'),
    postings: u32('postings'),
    firstToken: u32('firstToken'),
    orderValued: u32('orderValued'),
    orders: u32('orders'),
    flags: u8('flags'),
    idOrder: u32('idOrder'),
  };
  const n = counts.products;
  // The ends of the offset columns must be their data's lengths (the rest is sealed content).
  if (
    sections.stockStart[n] !== counts.stockRows ||
    sections.skuStart[n] !== counts.skuChars ||
    sections.barcodeStart[n] !== counts.barcodeChars ||
    sections.tokenStart[counts.tokens] !== counts.tokenChars ||
    sections.postingStart[counts.tokens] !== counts.postings
  ) {
    return fail('inconsistent', 'an offset column does not end where its data does');
  }
  return { ok: true, value: sections };
}

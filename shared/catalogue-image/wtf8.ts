/**
 * Strings as bytes and back, exactly: UTF-8, except that a lone surrogate (which a JS string may
 * hold and UTF-8 cannot) is written as its own three bytes instead of U+FFFD, so every string
 * comes back as it went in. Written here because the shared code has no TextEncoder in its lib.
 */

/** How many bytes `text` takes. */
export function byteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (isPair(text, i)) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function isPair(text: string, i: number): boolean {
  const unit = text.charCodeAt(i);
  if (unit < 0xd800 || unit > 0xdbff) return false;
  const next = text.charCodeAt(i + 1);
  return next >= 0xdc00 && next <= 0xdfff;
}

/** Writes `text` at `at`; returns where the next byte goes. */
export function writeText(text: string, into: Uint8Array, at: number): number {
  let p = at;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) into[p++] = unit;
    else if (unit < 0x800) {
      into[p++] = 0xc0 | (unit >> 6);
      into[p++] = 0x80 | (unit & 0x3f);
    } else if (isPair(text, i)) {
      const point = 0x10000 + ((unit - 0xd800) << 10) + (text.charCodeAt(++i) - 0xdc00);
      into[p++] = 0xf0 | (point >> 18);
      into[p++] = 0x80 | ((point >> 12) & 0x3f);
      into[p++] = 0x80 | ((point >> 6) & 0x3f);
      into[p++] = 0x80 | (point & 0x3f);
    } else {
      into[p++] = 0xe0 | (unit >> 12);
      into[p++] = 0x80 | ((unit >> 6) & 0x3f);
      into[p++] = 0x80 | (unit & 0x3f);
    }
  }
  return p;
}

const CHUNK = 4096;

/** Reads `length` bytes from `at` (bounds clamp to the array, never throw). */
export function readText(bytes: Uint8Array, at: number, length: number): string {
  const end = Math.min(bytes.length, at + length);
  const units: number[] = [];
  let text = '';
  let p = at;
  while (p < end) {
    const b = bytes[p] ?? 0;
    if (b < 0x80) {
      units.push(b);
      p += 1;
    } else if (b < 0xe0) {
      units.push(((b & 0x1f) << 6) | ((bytes[p + 1] ?? 0) & 0x3f));
      p += 2;
    } else if (b < 0xf0) {
      units.push(
        ((b & 0x0f) << 12) | (((bytes[p + 1] ?? 0) & 0x3f) << 6) | ((bytes[p + 2] ?? 0) & 0x3f),
      );
      p += 3;
    } else {
      const point =
        (((b & 0x07) << 18) |
          (((bytes[p + 1] ?? 0) & 0x3f) << 12) |
          (((bytes[p + 2] ?? 0) & 0x3f) << 6) |
          ((bytes[p + 3] ?? 0) & 0x3f)) -
        0x10000;
      units.push(0xd800 + (point >> 10), 0xdc00 + (point & 0x3ff));
      p += 4;
    }
    if (units.length >= CHUNK) {
      text += String.fromCharCode(...units);
      units.length = 0;
    }
  }
  return text + String.fromCharCode(...units);
}

// Both of the app's runtimes have TextDecoder; the shared code's lib does not declare it.
type Utf16Decoder = new (label: 'utf-16le') => { decode(units: Uint16Array): string };
const Decoder = (globalThis as unknown as { TextDecoder?: Utf16Decoder }).TextDecoder;

function hasSurrogate(chars: Uint16Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const unit = chars[i] ?? 0;
    if (unit >= 0xd800 && unit <= 0xdfff) return true;
  }
  return false;
}

/**
 * UTF-16 code units of `chars[from, to)` as a string (search keys are kept as code units). The
 * native decoder is ten times faster on millions of units, but it replaces a lone surrogate, so
 * text holding any surrogate is built unit by unit.
 */
export function unitsToText(chars: Uint16Array, from: number, to: number): string {
  if (Decoder && !hasSurrogate(chars, from, to)) {
    return new Decoder('utf-16le').decode(chars.subarray(from, to));
  }
  let text = '';
  for (let at = from; at < to; at += CHUNK) {
    text += String.fromCharCode(...chars.subarray(at, Math.min(to, at + CHUNK)));
  }
  return text;
}

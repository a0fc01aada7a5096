/**
 * Bytes of a chosen file to text, or a clear refusal. Imports accept UTF-8 (with or without the
 * byte-order mark Excel writes). UTF-16 ("Unicode text") and legacy single-byte encodings such
 * as Windows-1252 are refused with what to do instead, never guessed at: a wrong guess would
 * silently change SKUs and names.
 */
import type { Result } from '../../../shared/result.ts';
import type { CsvFileProblem } from './problems.ts';

const SAVE_AS_UTF8 =
  'Save it from your spreadsheet as "CSV UTF-8 (comma delimited)" and choose it again.';

/** The file's text, or why it cannot be read as UTF-8. */
export type Decoded = Result<string, CsvFileProblem>;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/** Many NUL bytes in ordinary text means two-byte characters: UTF-16 without a byte-order mark. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  let nul = 0;
  for (const byte of sample) if (byte === 0) nul++;
  return sample.length > 0 && nul / sample.length > 0.2;
}

/** The 1-based line of the first byte that is not valid UTF-8. */
function firstInvalidLine(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line++;
      start = i + 1;
    }
  }
  return line;
}

export function decodeCsvBytes(bytes: Uint8Array): Decoded {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]) || looksLikeUtf16(bytes)) {
    return {
      ok: false,
      error: {
        kind: 'encoding',
        encoding: 'utf-16',
        message: `This file is saved as UTF-16 ("Unicode text"). ${SAVE_AS_UTF8}`,
      },
    };
  }
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(body) };
  } catch {
    const line = firstInvalidLine(body);
    return {
      ok: false,
      error: {
        kind: 'encoding',
        encoding: 'not-utf-8',
        line,
        message: `Line ${line} is not UTF-8 text: the file looks like it was saved in an older encoding such as Windows-1252 or Latin-1. ${SAVE_AS_UTF8}`,
      },
    };
  }
}

/** The image's string heap while it is built: every text once, its [start, length] kept apart. */
import { NULL_LENGTH } from './format.ts';
import { byteLength, writeText } from './wtf8.ts';

export interface TextHeap {
  /** Appends `text` and writes its [start, length] at `refs[at]`, `refs[at + 1]`. */
  put(text: string | null | undefined, refs: Uint32Array, at: number): void;
  bytes(): Uint8Array;
}

export function createTextHeap(): TextHeap {
  let buffer = new Uint8Array(1 << 16);
  let used = 0;
  return {
    put(text, refs, at) {
      if (text === null || text === undefined) {
        refs[at] = 0;
        refs[at + 1] = NULL_LENGTH;
        return;
      }
      const length = byteLength(text);
      if (used + length > buffer.length) {
        const grown = new Uint8Array(Math.max(buffer.length * 2, used + length));
        grown.set(buffer.subarray(0, used));
        buffer = grown;
      }
      refs[at] = used;
      refs[at + 1] = length;
      used = writeText(text, buffer, used);
    },
    bytes: () => buffer.subarray(0, used),
  };
}

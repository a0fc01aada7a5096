/** The typed views of an opened image's sections (format.ts): read in place, never copied. */
import type { Counts } from './format.ts';

export interface ImageSections {
  readonly counts: Counts;
  readonly heap: Uint8Array;
  readonly productText: Uint32Array;
  readonly stockStart: Uint32Array;
  readonly stockEntry: Uint32Array;
  readonly stockNumbers: Int32Array | Float64Array;
  readonly stockText: Uint32Array;
  readonly entryText: Uint32Array;
  readonly entryScope: Uint32Array;
  readonly scopeText: Uint32Array;
  readonly skuStart: Uint32Array;
  readonly skuChars: Uint16Array;
  readonly barcodeStart: Uint32Array;
  readonly barcodeChars: Uint16Array;
  readonly tokenStart: Uint32Array;
  readonly tokenChars: Uint16Array;
  readonly postingStart: Uint32Array;
  readonly postings: Uint32Array;
  readonly firstToken: Uint32Array;
  readonly orderValued: Uint32Array;
  readonly orders: Uint32Array;
  readonly flags: Uint8Array;
  /** The rows sorted by product id, to find a changed product's row. */
  readonly idOrder: Uint32Array;
}

/**
 * The items [from, to) of one bucket of a query's matches in display order, without putting all
 * matches in order: a bucket dense in the catalogue is read by walking the display order until
 * the window is full (the first screen stops early); a sparse one is sorted by place. The
 * overlay's products, each with the place in the display order it goes before, are merged in.
 */
import type { DisplayOrder } from './display-order.ts';

export interface PlacedExtra {
  /** Its id (n + index in the overlay). */
  readonly id: number;
  /** The display place of the first image row that comes after it. */
  readonly place: number;
}

export interface Bucket {
  /** Whether an image row is in the bucket. */
  readonly has: (row: number) => boolean;
  /** How many image rows are. */
  readonly size: number;
  /** The image rows that may be in it (unfiltered), when few; null to walk the order. */
  readonly candidates: readonly number[] | null;
  /** The overlay's products in it, in display order. */
  readonly extras: readonly PlacedExtra[];
}

export function windowOf(bucket: Bucket, order: DisplayOrder, from: number, to: number): number[] {
  const ids: number[] = [];
  let seen = 0;
  const emit = (id: number): boolean => {
    if (seen >= from) ids.push(id);
    seen++;
    return seen >= to;
  };
  let next = 0;
  const { extras } = bucket;
  // Emits the overlay's products placed before `place`; true once the window is full.
  const extrasBefore = (place: number): boolean => {
    for (; next < extras.length && (extras[next]?.place ?? 0) <= place; next++) {
      if (emit(extras[next]?.id ?? 0)) return true;
    }
    return false;
  };
  if (to <= from) return ids;
  if (bucket.candidates) {
    const places: number[] = [];
    for (const row of bucket.candidates) if (bucket.has(row)) places.push(order.placeOf(row));
    places.sort((a, b) => a - b);
    for (const place of places) {
      if (extrasBefore(place) || emit(order.rowAt(place))) return ids;
    }
  } else {
    for (let place = 0; place < order.length; place++) {
      const row = order.rowAt(place);
      if (!bucket.has(row)) continue;
      if (extrasBefore(place) || emit(row)) return ids;
    }
  }
  extrasBefore(Number.POSITIVE_INFINITY);
  return ids;
}

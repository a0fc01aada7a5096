/**
 * User-timing names of the page's catalogue copy (page-copy.ts), for the Performance panel and the
 * search benchmark: from asking main to its answer, and from the answer to a searchable copy.
 */
export const COPY_RECEIVED = 'floorboard: catalogue copy received';
export const COPY_INDEXED = 'floorboard: catalogue copy decoded and indexed';

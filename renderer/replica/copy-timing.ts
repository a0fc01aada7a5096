/**
 * User-timing names of the page's catalogue image (page-image.ts), for the Performance panel and
 * the search benchmark: from asking main to its answer, and from the answer to an image the
 * page's search worker answers from (opened, with the changes laid over it).
 */
export const COPY_RECEIVED = 'floorboard: catalogue copy received';
export const COPY_INDEXED = 'floorboard: catalogue image loaded in the search worker';

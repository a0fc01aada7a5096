/**
 * User-timing names of the page's catalogue image (page-image.ts), for the Performance panel and
 * the search benchmark: from asking main to its answer, and from the answer to an image the page
 * searches (opened, with the changes laid over it).
 */
export const COPY_RECEIVED = 'floorboard: catalogue copy received';
export const COPY_INDEXED = 'floorboard: catalogue image opened in the page';

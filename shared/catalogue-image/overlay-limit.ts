/**
 * How many products laid over an image make it worth replacing: main rebuilds its image then, and
 * the page asks main for the whole image instead of more changes. Every query matches and places
 * each overlay product one by one (a rank test and a binary search over the sort), so its cost
 * grows with them, while a rebuild costs about 8 s of a worker's CPU at 200,000 products and a
 * whole image about 100 MB on the bridge. A refresh brings a handful of changes and a day's own
 * edits a few hundred, so those never replace it; a re-listing of the whole catalogue (an old
 * file's first refresh), a large import or a long day of refreshes does, once past a thousand.
 */
export const REBUILD_OVERLAY_AT = 1_000;

/**
 * A sort that gives every record one place. Sorting by a non-unique attribute (a creation time, an
 * order date) is not stable across pages at the service, so a walk that must be complete (the
 * catalogue copy, exports) could skip one record and list another twice where ties straddle a
 * page. Adding the record's id as the last key makes the order total: each page then starts
 * exactly where the previous one ended. (docs/service-notes.md "Query arguments".)
 */

/** The sort's attribute names, without direction prefixes. */
function attributes(sort: string): string[] {
  return sort
    .split(',')
    .map((part) => part.trim().replace(/^[+-]/, ''))
    .filter((name) => name.length > 0);
}

/** `sort` with `id` added as its last key, unless it already orders by id. */
export function stableSort(sort: string | null | undefined): string {
  const given = (sort ?? '').trim();
  if (given === '') return 'id';
  return attributes(given).includes('id') ? given : `${given},id`;
}

import { connectionArgs } from '../args.ts';
import { paginate, type Connection } from '../connection.ts';
import type { Args, RequestContext } from '../context.ts';
import { parseSort, sortBy, type SortAttributes } from '../sort.ts';

/**
 * A sorted, paginated connection over `items`. With a `cacheKey`, the sorted view is kept until
 * the account changes; small per-record lists (line items) pass `null` and sort on the fly.
 */
export function listConnection<T extends object>(
  context: RequestContext,
  connection: string,
  cacheKey: string | null,
  items: () => readonly T[],
  args: Args,
  attributes: SortAttributes,
): Connection<T> {
  const { sort, ...page } = connectionArgs(args);
  const keys = sort ? parseSort(sort, attributes, connection) : [];
  const build = (): readonly T[] => (keys.length > 0 ? sortBy(items(), keys) : items());
  const view =
    cacheKey === null
      ? build()
      : context.views.view(context.account, `${cacheKey}|${sort ?? ''}`, build);
  return paginate(view, page);
}

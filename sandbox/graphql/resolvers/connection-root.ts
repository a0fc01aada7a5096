import type { Args, RequestContext, RootResolver } from '../context.ts';
import { wrapper } from '../context.ts';
import type { SortAttributes } from '../sort.ts';
import { listConnection } from './list.ts';

/** A stable cache key for a set of filter arguments. */
function filterKey(name: string, args: Args, names: readonly string[]): string {
  return `${name}|${names.map((n) => `${n}=${JSON.stringify(args[n] ?? null)}`).join('&')}`;
}

/**
 * A root field answering a filtered, sorted connection: the wrapper holds `data` as a function of
 * the connection's own arguments (`first`, `after`, `sort`, ...), and the filtered view is cached
 * per filter values until the account changes.
 */
export function connectionRoot<T extends object>(
  name: string,
  filterNames: readonly string[],
  source: (context: RequestContext, args: Args) => readonly T[],
  filter: (items: readonly T[], args: Args) => readonly T[],
  sort: SortAttributes,
): RootResolver {
  const unfiltered = (args: Args): boolean =>
    filterNames.every((f) => args[f] === undefined || args[f] === null);
  return (args, context, info) =>
    wrapper(context, info, (dataArgs: Args) =>
      listConnection(
        context,
        name,
        filterKey(name, args, filterNames),
        () => (unfiltered(args) ? source(context, args) : filter(source(context, args), args)),
        dataArgs,
        sort,
      ),
    );
}

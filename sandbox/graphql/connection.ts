/** Relay connections over in-memory arrays (docs/service-notes.md "Query arguments"). */
import { DEFAULT_CONNECTION_SIZE } from '../../shared/cost/estimate.ts';
import { badArgument } from './errors.ts';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: { node: T; cursor: string }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

const CURSOR_PREFIX = 'cursor:';

export function encodeCursor(index: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${index}`).toString('base64');
}

function decodeCursor(cursor: string, argument: string): number {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const index = Number(text.slice(CURSOR_PREFIX.length));
  if (!text.startsWith(CURSOR_PREFIX) || !Number.isInteger(index) || index < 0) {
    throw badArgument(`Invalid cursor for "${argument}"`);
  }
  return index;
}

function checkSize(value: number | null | undefined, argument: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (value < 0) throw badArgument(`"${argument}" must be a non-negative integer, got ${value}`);
  return value;
}

export function emptyConnection<T>(): Connection<T> {
  return {
    edges: [],
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  };
}

/** Slices `items` by the relay arguments; 100 items when neither `first` nor `last` is given. */
export function paginate<T>(items: readonly T[], args: ConnectionArgs): Connection<T> {
  const first = checkSize(args.first, 'first');
  const last = checkSize(args.last, 'last');
  let start = args.after ? decodeCursor(args.after, 'after') + 1 : 0;
  let end = args.before
    ? Math.min(decodeCursor(args.before, 'before'), items.length)
    : items.length;
  start = Math.min(start, end);
  if (first !== undefined) end = Math.min(end, start + first);
  if (last !== undefined) start = Math.max(start, end - last);
  if (first === undefined && last === undefined)
    end = Math.min(end, start + DEFAULT_CONNECTION_SIZE);

  const edges = items
    .slice(start, end)
    .map((node, i) => ({ node, cursor: encodeCursor(start + i) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

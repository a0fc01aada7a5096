/**
 * Looks for a change in a history read page by page (a SKU's inventory changes, an order's
 * timeline), for a row whose reply was lost: found means applied; the whole history read without
 * finding it means not found (whether that may count as "not applied" yet is the run's settle
 * rule, electron/bulk/run/import-run.ts); a page that cannot be read, or a history too long to
 * read to the end here, means unknown, and the row is never sent blindly.
 */
import type { BridgeResult } from '../../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../../shared/bridge/graphql.ts';
import type { Paging } from '../execute.ts';
import type { Applied } from './applied.ts';

/**
 * One page of a relay connection: its nodes and where the next page starts (exports read these
 * too).
 */
export interface ConnectionPage<Node> {
  readonly nodes: readonly Node[];
  readonly hasNextPage: boolean;
  readonly endCursor: string | null;
}

/** Pages read at most; newest first, a change just made is on the first. */
export const MAX_HISTORY_PAGES = 4;

export async function searchHistory<Node>(
  readPage: (after: string | null) => Promise<ConnectionPage<Node> | null>,
  isIt: (node: Node) => boolean,
): Promise<Applied> {
  let after: string | null = null;
  for (let page = 0; page < MAX_HISTORY_PAGES; page++) {
    const read = await readPage(after);
    if (!read) return 'unknown';
    if (read.nodes.some(isIt)) return 'yes';
    if (!read.hasNextPage) return 'no';
    after = read.endCursor;
    if (!after) return 'unknown';
  }
  return 'unknown';
}

/** A relay connection as a generated reply type holds it. */
interface Connection<Node> {
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor?: string | null };
  readonly edges: readonly ({ readonly node?: Node | null } | null)[];
}

/** Nodes of a relay connection, the nulls the schema allows dropped (exports read these too). */
export function connectionPage<Node>(
  connection: Connection<Node> | null | undefined,
): ConnectionPage<Node> {
  if (!connection) return { nodes: [], hasNextPage: false, endCursor: null };
  return {
    nodes: connection.edges.flatMap((edge) => (edge?.node ? [edge.node] : [])),
    hasNextPage: connection.pageInfo.hasNextPage,
    endCursor: connection.pageInfo.endCursor ?? null,
  };
}

/** Entries read per page of a history. */
const HISTORY_PAGE = 50;

/**
 * Reads pages of a history, `after` the previous page: `query` runs the caller's history
 * operation with the paging spread into its variables (named where its variables are written, so
 * typed), and `connection` picks the connection from its typed data. A page that did not come, or
 * came without its connection, is null: unreadable, never an empty history.
 */
export function historyPages<D, Node>(
  query: (paging: Paging) => Promise<BridgeResult<GraphqlPayload<D>>>,
  connection: (data: D) => Connection<Node> | null | undefined,
): (after: string | null) => Promise<ConnectionPage<Node> | null> {
  return async (after) => {
    const result = await query({ first: HISTORY_PAGE, ...(after ? { after } : {}) });
    if (!result.ok) return null;
    const read = connection(result.value.data);
    return read ? connectionPage(read) : null;
  };
}

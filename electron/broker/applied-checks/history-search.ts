/**
 * Looks for a change in a history read page by page (a SKU's inventory changes, an order's
 * timeline), for a row whose reply was lost: found means applied; the whole history read without
 * finding it means not found (whether that may count as "not applied" yet is the run's settle
 * rule, electron/bulk/run/import-run.ts); a page that cannot be read, or a history too long to
 * read to the end here, means unknown, and the row is never sent blindly.
 */
import type { OperationName } from '../../../shared/operations/catalogue.ts';
import type { Applied, CheckRead } from './applied.ts';

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

interface Connection {
  readonly edges?: readonly { readonly node?: unknown }[] | null;
  readonly pageInfo?: { readonly hasNextPage?: boolean; readonly endCursor?: string | null };
}

/** A relay connection read from a reply (`data.<root>.data`), as a page; null when absent. */
export function pageOf<Node>(data: unknown, root: string): ConnectionPage<Node> | null {
  const wrapper = (data as Record<string, { data?: Connection | null } | null> | null)?.[root];
  const connection = wrapper?.data;
  if (!connection) return null;
  return {
    nodes: (connection.edges ?? []).map((edge) => edge.node as Node),
    hasNextPage: connection.pageInfo?.hasNextPage === true,
    endCursor: connection.pageInfo?.endCursor ?? null,
  };
}

/** Entries read per page of a history. */
const HISTORY_PAGE = 50;

/** Reads pages of a history query, `after` the previous page. */
export function historyPages<Node>(
  read: CheckRead,
  operationName: OperationName,
  variables: Record<string, unknown>,
  root: string,
): (after: string | null) => Promise<ConnectionPage<Node> | null> {
  return async (after) => {
    const result = await read({
      operationName,
      variables: { ...variables, first: HISTORY_PAGE, ...(after ? { after } : {}) },
    });
    return result.ok ? pageOf<Node>(result.value.data, root) : null;
  };
}

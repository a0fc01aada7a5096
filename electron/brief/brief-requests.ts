/**
 * How the brief asks the service: at `deferred` priority (after what the user is looking at, an
 * import and the catalogue copy, sharing the pool with other desktops as the broker's fair share
 * sets), every reply checked against what the brief reads, and every credit and query counted for
 * the refresh's record.
 */
import { z } from 'zod';
import type { Priority } from '../../shared/bridge/contract.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import type {
  OperationData,
  OperationName,
  OperationVariables,
} from '../../shared/operations/catalogue.ts';
import type { Execute, Paging } from '../broker/execute.ts';

/** A refresh that cannot go on: the broker's error, or a reply the brief cannot read. */
export class BriefRequestError extends Error {
  constructor(readonly error: BridgeError) {
    super(error.message);
    this.name = 'BriefRequestError';
  }
}

/**
 * Nobody waits on a refresh, while the copy and an import's preview are what the user waits for
 * after sign-in: the brief goes after them (the pacer gives it a bounded share if they never stop).
 */
export const PRIORITY = 'deferred' satisfies Priority;

/** What a refresh has spent so far. */
export interface Spend {
  credits: number;
  queries: number;
}

/** A small first page (a refresh usually finds a handful), doubling while pages come back full. */
export const FIRST_PAGE = 100;
const MAX_PAGE = 800;

export async function ask<N extends OperationName>(
  execute: Execute,
  spend: Spend,
  operation: N,
  variables: OperationVariables<N>,
): Promise<OperationData<N>> {
  const result = await execute(operation, variables, { priority: PRIORITY });
  spend.queries += 1;
  if (!result.ok) throw new BriefRequestError(result.error);
  spend.credits += result.value.cost.actual ?? result.value.cost.estimated;
  return result.value.data;
}

const pageInfo = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() });
const connection = z.object({
  data: z.object({ pageInfo, edges: z.array(z.object({ node: z.unknown() })) }),
});

function unreadable(operationName: string): BriefRequestError {
  return new BriefRequestError({
    kind: 'server',
    message: `The service's reply to ${operationName} could not be read.`,
  });
}

/**
 * Every node of a connection, page after page, oldest first as the operation sorts them.
 * `variables` adds the operation's filters to each page's paging; `root` picks the connection
 * out of the typed reply. The connection and each node are still checked against what the brief
 * reads: a reply that does not fit fails the refresh with a clear error. `enough`, when given, ends
 * the reading after a page it says reaches past what is wanted.
 */
export async function readAll<N extends OperationName, T>(
  execute: Execute,
  spend: Spend,
  operation: N,
  root: (data: OperationData<N>) => unknown,
  node: z.ZodType<T>,
  variables: (paging: Paging) => OperationVariables<N>,
  enough: (page: readonly T[]) => boolean = () => false,
): Promise<T[]> {
  const nodes: T[] = [];
  let after: string | null = null;
  let first = FIRST_PAGE;
  for (;;) {
    const data = await ask(
      execute,
      spend,
      operation,
      variables({ first, ...(after === null ? {} : { after }) }),
    );
    const page = connection.safeParse(root(data));
    if (!page.success) throw unreadable(operation);
    const read: T[] = [];
    for (const edge of page.data.data.edges) {
      const parsed = node.safeParse(edge.node);
      if (!parsed.success) throw unreadable(operation);
      read.push(parsed.data);
    }
    nodes.push(...read);
    const { hasNextPage, endCursor } = page.data.data.pageInfo;
    if (!hasNextPage || endCursor === null || enough(read)) return nodes;
    after = endCursor;
    first = Math.min(MAX_PAGE, first * 2);
  }
}

/** The service's code for a record it does not have. */
const NOT_FOUND = 5;

/** One record (`{ <root>: { data } }`, checked as the brief reads it); null when the service has none. */
export async function readOne<N extends OperationName, T>(
  execute: Execute,
  spend: Spend,
  operation: N,
  root: (data: OperationData<N>) => unknown,
  record: z.ZodType<T>,
  variables: OperationVariables<N>,
): Promise<T | null> {
  const result = await execute(operation, variables, { priority: PRIORITY });
  spend.queries += 1;
  if (!result.ok) {
    // Not found is an answer, not a failure.
    if (result.error.kind === 'server' && result.error.code === NOT_FOUND) return null;
    throw new BriefRequestError(result.error);
  }
  spend.credits += result.value.cost.actual ?? result.value.cost.estimated;
  const wrapper = root(result.value.data);
  if (wrapper === null) return null;
  const parsed = z.object({ data: record.nullable() }).safeParse(wrapper);
  if (!parsed.success) throw unreadable(operation);
  return parsed.data.data;
}

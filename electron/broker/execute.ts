/**
 * How main's own work runs a catalogued operation: by name, with the variables and reply types
 * codegen derived from the operation's document (`shared/operations/catalogue.ts`), so a caller
 * reads `reply.data.products.edges` with the compiler's help instead of walking string keys.
 * The broker's request form (`broker.execute(request)`) stays for the bridge, whose requests
 * arrive untyped and are checked at run time.
 */
import type { Priority } from '../../shared/bridge/contract.ts';
import type { GraphqlRequest, WithdrawSignal } from './request.ts';
import type { BridgeResult } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../shared/bridge/graphql.ts';
import {
  isOperationName,
  type OperationData,
  type OperationName,
  type OperationVariables,
} from '../../shared/operations/catalogue.ts';

/** How main's own request goes out; see GraphqlRequest for each field. */
export interface ExecuteOptions {
  readonly priority?: Priority | undefined;
  readonly beforeSend?: (() => Promise<void>) | undefined;
  readonly signal?: WithdrawSignal | undefined;
}

/** The reply to operation `N`: its typed data, partial errors, scope warnings and cost. */
export type Reply<N extends OperationName> = BridgeResult<GraphqlPayload<OperationData<N>>>;

/** Main's one typed way to run an operation. */
export type Execute = <N extends OperationName>(
  operation: N,
  variables: OperationVariables<N>,
  options?: ExecuteOptions,
) => Promise<Reply<N>>;

/**
 * What a walk over a connection sets on each page; every paged operation declares both, so
 * `{ ...paging, ...filters }` is that operation's variables.
 */
export interface Paging {
  readonly first: number;
  readonly after?: string;
}

/** The broker's request form: any catalogued name, variables checked at run time. */
export type ExecuteRequest = (
  request: GraphqlRequest,
) => Promise<BridgeResult<GraphqlPayload<unknown>>>;

/** The typed form over the request form (the broker builds its own `run` with it). */
export function typedExecute(execute: ExecuteRequest): Execute {
  return async <N extends OperationName>(
    operation: N,
    variables: OperationVariables<N>,
    options: ExecuteOptions = {},
  ): Promise<Reply<N>> => {
    const result = await execute({
      operationName: operation,
      variables,
      ...(options.priority === undefined ? {} : { priority: options.priority }),
      ...(options.beforeSend === undefined ? {} : { beforeSend: options.beforeSend }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    // The broker ran the document catalogued under this name, so the data has its type (the
    // renderer's bridge client relies on the same fact).
    return result as Reply<N>;
  };
}

/**
 * An operation named together with its variables, as a plan that picks its operation at run time
 * holds it (an import row's mutation): a switch on `operationName` narrows `variables`.
 */
export type OperationCall<N extends OperationName = OperationName> = {
  [K in N]: { readonly operationName: K; readonly variables: OperationVariables<K> };
}[N];

/** A reply's payload with the name of the operation it answers: a switch on `operation` narrows it. */
export type NamedPayload<N extends OperationName = OperationName> = {
  [K in N]: { readonly operation: K; readonly payload: GraphqlPayload<OperationData<K>> };
}[N];

/** A call's reply through the request form, named by the call's operation. */
export function namedPayload<N extends OperationName>(
  call: OperationCall<N>,
  result: BridgeResult<GraphqlPayload<unknown>>,
): BridgeResult<NamedPayload<N>> {
  if (!result.ok) return result;
  // As in typedExecute: the broker ran the document catalogued under the call's name.
  return {
    ok: true,
    value: { operation: call.operationName, payload: result.value } as NamedPayload<N>,
  };
}

/** An operation's name and its reply's data, typed together: a switch on `operation` narrows `data`. */
export type NamedReply = {
  [N in OperationName]: { readonly operation: N; readonly data: OperationData<N> };
}[OperationName];

/**
 * The data of a reply to a request that named its operation only at run time (the bridge's, an
 * import's), typed by that name; null for a name outside the catalogue or a reply without data.
 */
export function namedReply(operation: string, data: unknown): NamedReply | null {
  if (!isOperationName(operation) || typeof data !== 'object' || data === null) return null;
  // As in typedExecute: the broker ran the document catalogued under this name.
  return { operation, data } as NamedReply;
}

/**
 * A change whose reply was lost (network drop, 5xx) may or may not have been applied, so it is
 * never re-sent: a read through the broker checks what happened where one can tell, and the
 * error says so in words and in `applied`.
 */
import type { GraphqlRequest } from '../../shared/bridge/contract.ts';
import type { BridgeError, BridgeResult } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../shared/bridge/graphql.ts';
import { isNotFound } from '../../shared/bridge/service-errors.ts';
import { verifyMutation, type Applied, type RunQuery } from './verify-mutation.ts';

/** Check reads run in the foreground, paced like any request. */
export function checksThrough(
  execute: (request: GraphqlRequest) => Promise<BridgeResult<GraphqlPayload<unknown>>>,
): RunQuery {
  return async (operationName, variables) => {
    const result = await execute({ operationName, variables, priority: 'foreground' });
    if (result.ok) return { ok: true, data: result.value.data as Record<string, unknown> };
    return { ok: false, notFound: isNotFound(result.error) };
  };
}

export async function lostMutationError(
  operationName: string,
  variables: Record<string, unknown>,
  message: string,
  check: RunQuery,
): Promise<BridgeError> {
  const applied = await verifyMutation(operationName, variables, check);
  return {
    kind: 'network',
    message: `${message}; the change ${describeApplied(applied)}.`,
    applied,
  };
}

function describeApplied(applied: Applied): string {
  if (applied === 'yes') return 'was applied';
  if (applied === 'no') return 'was not applied; it is safe to try again';
  return 'may or may not have been applied; check before trying again';
}

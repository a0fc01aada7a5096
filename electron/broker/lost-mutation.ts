/**
 * A change whose reply was lost (network drop, 5xx) may or may not have been applied, so it is
 * never re-sent: where one read can tell at once (applied-checks/registry.ts), the broker asks,
 * and the error says so in words and in `applied`.
 */
import type { GraphqlRequest } from './request.ts';
import type { BridgeError, BridgeResult } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../shared/bridge/graphql.ts';
import type { Applied, CheckRead } from './applied-checks/applied.ts';
import { appliedAtOnce } from './applied-checks/registry.ts';

/** Check reads run in the foreground, paced like any request. */
export function checksThrough(
  execute: (request: GraphqlRequest) => Promise<BridgeResult<GraphqlPayload<unknown>>>,
): CheckRead {
  return (request) => execute({ ...request, priority: 'foreground' });
}

export async function lostMutationError(
  operationName: string,
  variables: Record<string, unknown>,
  message: string,
  check: CheckRead,
): Promise<BridgeError> {
  const applied = await appliedAtOnce(operationName, variables, check);
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

/**
 * Sizes a checked request to the credit budget and prices it: a page asked for may be lowered
 * to fit (foreground: what the pool holds now; background and sync: the pacer's page allowance), and a
 * request above the per-operation maximum is refused before it is sent.
 */
import type { GraphQLSchema } from 'graphql';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import type { Result } from '../../shared/result.ts';
import { estimateCost } from '../../shared/cost/estimate.ts';
import type { Account } from './account-cache.ts';
import { choosePageSize } from './page-size.ts';
import type { CheckedRequest } from './request-checks.ts';
import { throttled } from './results.ts';

export interface PlannedRequest extends CheckedRequest {
  readonly estimate: number;
  /** The page size chosen when it differs from the one asked for. */
  readonly pageSize: number | null;
}

export function planRequest(
  schema: GraphQLSchema,
  checked: CheckedRequest,
  account: Account,
  now: number,
): Result<PlannedRequest, BridgeError> {
  const { entry, priority } = checked;
  let variables = checked.variables;
  const estimateWith = (v: Record<string, unknown>): number =>
    estimateCost(schema, entry.document, v).total;
  const bucket = account.model.bucket();
  let pageSize: number | null = null;
  const sizeVariable = entry.pageSizeVariable;
  const requested = sizeVariable ? variables[sizeVariable] : undefined;
  if (sizeVariable && typeof requested === 'number' && bucket) {
    const chosen = choosePageSize({
      requested,
      estimateFor: (n) => estimateWith({ ...variables, [sizeVariable]: n }),
      max: bucket.max,
      available: priority === 'foreground' ? account.model.expected(now) : null,
      limit: priority === 'foreground' ? null : account.pacer.pageCredits(priority),
    });
    if (chosen !== requested) {
      variables = { ...variables, [sizeVariable]: chosen };
      pageSize = chosen;
    }
  }
  const estimate = estimateWith(variables);
  if (bucket && estimate > bucket.max) {
    return { ok: false, error: throttled(null, false, estimate, bucket.max) };
  }
  return { ok: true, value: { ...checked, variables, estimate, pageSize } };
}

/**
 * The broker's answer to a request that came back whole, for tests that stand in for it: the
 * data, no errors beside it, nothing withheld for a scope, charged `actual` of an `estimated` cost.
 */
import { ok, type BridgeResult } from '../../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../../shared/bridge/graphql.ts';

export function payload<T>(data: T, estimated = 1, actual = estimated): GraphqlPayload<T> {
  return { data, errors: [], scopeWarnings: [], cost: { estimated, actual, pageSize: null } };
}

export function answered<T>(
  data: T,
  estimated = 1,
  actual = estimated,
): Promise<BridgeResult<GraphqlPayload<T>>> {
  return Promise.resolve(ok(payload(data, estimated, actual)));
}

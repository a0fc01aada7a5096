/**
 * One batch reply (batch-document.ts) read back into one result per item, as if each item had
 * been sent alone: its root fields under their own names, the errors that struck them, and a
 * tagged error when none of its root fields kept a payload. One failing item leaves the others'
 * results as they are.
 */
import { fail, ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload, PartialError } from '../../shared/bridge/graphql.ts';
import { bridgeErrorOf, wholeFailureOf } from '../../shared/bridge/service-errors.ts';
import { itemPrefix } from './batch-document.ts';

export interface ReplyPart {
  readonly rootFields: readonly string[];
  readonly estimate: number;
}

/** `cost_detail` of the reply, keyed by root field (the aliases), when the service sent it. */
export type CostDetail = Readonly<Record<string, { readonly cost?: unknown } | undefined>>;

export function splitBatchReply(
  parts: readonly ReplyPart[],
  data: Readonly<Record<string, unknown>>,
  errors: readonly PartialError[],
  costDetail: CostDetail | null,
): BridgeResult<GraphqlPayload<unknown>>[] {
  return parts.map((part, index) => {
    const prefix = itemPrefix(index);
    const own: Record<string, unknown> = {};
    let actual: number | null = costDetail === null ? null : 0;
    for (const field of part.rootFields) {
      own[field] = data[prefix + field] ?? null;
      const cost = costDetail?.[prefix + field]?.cost;
      actual = actual === null || typeof cost !== 'number' ? null : actual + cost;
    }
    const ownErrors = errors.flatMap((error): PartialError[] => {
      const [root, ...rest] = error.path;
      if (typeof root !== 'string' || !root.startsWith(prefix)) return [];
      return [{ ...error, path: [root.slice(prefix.length), ...rest] }];
    });
    const whole = wholeFailureOf(own, ownErrors);
    if (whole) return fail(bridgeErrorOf(whole));
    return ok({
      data: own,
      errors: ownErrors,
      scopeWarnings: [],
      cost: { estimated: part.estimate, actual, pageSize: null },
    });
  });
}

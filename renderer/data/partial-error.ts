/**
 * One part of a delivered payload that failed (shared/bridge/service-errors.ts): a root field of a
 * document with several, or a field inside one. Views render it like any OperationError.
 */
import type { PartialError } from '../../shared/bridge/graphql.ts';
import { bridgeErrorOf, errorsAt } from '../../shared/bridge/service-errors.ts';
import { OperationError } from './operation-error.ts';

/** The error that struck `path`, or `fallback` when the part is missing without one. */
export function partialErrorAt(
  errors: readonly PartialError[],
  path: readonly (string | number)[],
  fallback: string,
): OperationError {
  const [first] = errorsAt(errors, ...path);
  return new OperationError(bridgeErrorOf(first ?? { message: fallback, code: null }));
}

/**
 * How the service's GraphQL errors reach the renderer: one rule, used by main's broker (which
 * decides) and by the renderer's test fakes (which must answer as main does).
 *
 * A reply is delivered as data with `errors` when at least one root field still holds its
 * payload; the errors then name what is missing by `path`. When every root field lost its
 * payload, the reply is a failure: its first such error becomes the bridge's tagged error.
 * Credit errors (code 30) are the broker's own business: it waits and retries them.
 */
import { ERROR_CODES } from '../wire/service.ts';
import type { BridgeError } from './errors.ts';
import type { PartialError } from './graphql.ts';

/** "Missing required scope(s): view:orders, view:pii" → the scopes. */
export function scopesFromMessage(message: string): string[] {
  const match = /scope\(s\):\s*(.+)$/i.exec(message);
  return match?.[1] ? match[1].split(/[\s,]+/).filter((s) => s.includes(':')) : [];
}

/**
 * The tagged error for a service error or an HTTP failure without one. Main waits out code 30
 * itself; one reaches a view only as a partial error beside data (a change that ran in part), and
 * then reads as "not enough credits right now", retryable.
 */
export function bridgeErrorOf(
  error: { readonly message: string; readonly code: number | null },
  status: number | null = null,
): BridgeError {
  const { message, code } = error;
  switch (code) {
    case ERROR_CODES.badArgument:
      return { kind: 'invalid-input', message };
    case ERROR_CODES.missingScope:
      return { kind: 'missing-scope', scopes: scopesFromMessage(message), message };
    case ERROR_CODES.notEnoughCredits:
      return {
        kind: 'throttled',
        retryable: true,
        requiredCredits: null,
        retryInSeconds: null,
        message: 'Not enough API credits right now; try again shortly.',
      };
    default:
      return {
        kind: 'server',
        message,
        ...(status === null ? {} : { status }),
        ...(code === null ? {} : { code }),
      };
  }
}

/** The service said the thing asked for does not exist (code 5). */
export function isNotFound(error: BridgeError | null | undefined): boolean {
  return error?.kind === 'server' && error.code === ERROR_CODES.notFound;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether `error` took its root field's payload with it: it sits at the root field itself, or at
 * the wrapper's `data` (the service then answers the wrapper with `data: null`).
 */
function emptiesRoot(error: PartialError, root: string): boolean {
  return error.path[0] === root && error.path.length <= 2;
}

/**
 * The error that makes the whole reply unusable, or null when some root field still holds its
 * payload (the errors are then partial, delivered beside the data).
 */
export function wholeFailureOf(
  data: unknown,
  errors: readonly PartialError[],
): PartialError | null {
  const [first] = errors;
  if (!first) return null;
  if (!isRecord(data)) return first;
  const roots = Object.keys(data);
  const holdsPayload = (root: string): boolean =>
    data[root] !== null &&
    data[root] !== undefined &&
    !errors.some((error) => emptiesRoot(error, root));
  if (roots.some(holdsPayload)) return null;
  return errors.find((error) => roots.some((root) => emptiesRoot(error, root))) ?? first;
}

/**
 * The partial errors that struck at `path` or inside it: `errorsAt(errors, 'order_add_tags')` for
 * one root field of a document, `errorsAt(errors, 'order', 'data', 'shipments')` for one field.
 */
export function errorsAt(
  errors: readonly PartialError[],
  ...path: readonly (string | number)[]
): PartialError[] {
  return errors.filter((error) => path.every((key, index) => error.path[index] === key));
}

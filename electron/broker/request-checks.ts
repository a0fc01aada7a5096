/**
 * What a request must pass before it may cost anything: a name on the allowlist, a signed-in
 * session, the scopes the operation needs (when the session knows its scopes), and variables of
 * the right types for the document.
 */
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Priority } from '../../shared/bridge/contract.ts';
import type { GraphqlRequest, WithdrawSignal } from './request.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import type { Result } from '../../shared/result.ts';
import { missingScopes } from '../../shared/catalogues/scopes.ts';
import {
  OPERATIONS,
  isOperationName,
  type OperationEntry,
  type OperationName,
} from '../../shared/operations/catalogue.ts';
import type { ActiveSession } from './active-session.ts';
import { signedOut } from './results.ts';
import { coerceVariables } from './variables.ts';

/** An allowlist entry seen without its result types (the broker handles any of them alike). */
export type Entry = Omit<OperationEntry, 'document'> & { readonly document: DocumentNode };

export interface CheckedRequest {
  readonly name: OperationName;
  readonly entry: Entry;
  readonly variables: Record<string, unknown>;
  readonly priority: Priority;
  readonly active: ActiveSession;
  /** See GraphqlRequest.signal. */
  readonly signal?: WithdrawSignal | undefined;
}

export function checkRequest(
  schema: GraphQLSchema,
  request: GraphqlRequest,
  active: ActiveSession | undefined,
): Result<CheckedRequest, BridgeError> {
  const { operationName: name, priority = 'foreground' } = request;
  if (!isOperationName(name)) {
    return { ok: false, error: { kind: 'invalid-input', message: `Unknown operation "${name}"` } };
  }
  const entry: Entry = OPERATIONS[name];
  const state = active?.session.getState();
  if (!active || state?.status !== 'signed-in') return { ok: false, error: signedOut() };
  if (state.scopeLimited) {
    const missing = missingScopes(entry.scopes, state.scopes);
    if (missing.length > 0) {
      return {
        ok: false,
        error: {
          kind: 'missing-scope',
          scopes: missing,
          message: `This needs the scope ${missing.join(', ')}, which this sign-in lacks.`,
        },
      };
    }
  }
  const coerced = coerceVariables(schema, entry, request.variables);
  if (!coerced.ok) {
    return {
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'The request’s variables are not valid.',
        issues: coerced.error,
      },
    };
  }
  return {
    ok: true,
    value: {
      name,
      entry,
      variables: coerced.value,
      priority,
      active,
      ...(request.signal ? { signal: request.signal } : {}),
    },
  };
}

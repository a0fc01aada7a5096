/**
 * One call through the bridge, as the hooks use it: a scope check first (no credits spent on a
 * call the token cannot make), then `bridge.graphql`, then `{ ok:false }` and all-null replies
 * turned into an OperationError the views render by kind.
 */
import type { FloorboardBridge, Priority } from '../../shared/bridge/client.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../shared/bridge/graphql.ts';
import {
  OPERATIONS,
  operationDefinition,
  type OperationData,
  type OperationName,
  type OperationVariables,
} from '../../shared/operations/catalogue.ts';
import type { Gate } from '../session/gate.ts';
import { OperationError } from './operation-error.ts';

export type OperationResult<N extends OperationName> = GraphqlPayload<OperationData<N>>;

/** The variable an operation takes its page cursor in: `after`, or one ending in `After`. */
export function cursorVariableOf(name: OperationName): string {
  const definition = operationDefinition(OPERATIONS[name].document);
  const names = (definition.variableDefinitions ?? []).map((v) => v.variable.name.value);
  return names.find((n) => n === 'after') ?? names.find((n) => n.endsWith('After')) ?? 'after';
}

export async function runOperation<N extends OperationName>(
  bridge: FloorboardBridge,
  name: N,
  variables: OperationVariables<N>,
  priority: Priority,
  gate: Gate,
): Promise<OperationResult<N>> {
  if (gate.missing.length > 0) {
    const message = `${gate.reason ?? 'Needs more scopes'} to run this.`;
    throw new OperationError({ kind: 'missing-scope', scopes: gate.missing, message }, name);
  }
  const result = await bridge.graphql(name, variables, priority);
  if (!result.ok) throw new OperationError(result.error, name);
  const failure = wholeFailure(result.value, OPERATIONS[name].rootFields);
  if (failure) throw new OperationError(failure, name);
  return result.value;
}

/**
 * When every root field came back null with errors (not found, bad argument, a code 7 the
 * broker passed through), nothing is renderable: that is the operation's error. Partial errors
 * next to usable data stay in the payload for the view.
 */
export function wholeFailure(
  payload: GraphqlPayload<unknown>,
  rootFields: readonly string[],
): BridgeError | null {
  const [first] = payload.errors;
  if (!first) return null;
  const data: unknown = payload.data;
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (rootFields.some((field) => record[field] !== null && record[field] !== undefined)) {
    return null;
  }
  if (first.code === 7) {
    const scopes = /scope\(s\):\s*(.+)$/i.exec(first.message)?.[1]?.split(/[\s,]+/) ?? [];
    return { kind: 'missing-scope', scopes: scopes.filter(Boolean), message: first.message };
  }
  return {
    kind: 'server',
    message: first.message,
    ...(first.code === null ? {} : { code: first.code }),
  };
}

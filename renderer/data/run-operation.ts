/**
 * One call through the bridge, as the hooks use it: a scope check first (no credits spent on a
 * call the token cannot make), then `bridge.graphql`, then `{ ok:false }` turned into an
 * OperationError the views render by kind. A payload main delivers always holds usable data;
 * its `errors` say which parts are missing (shared/bridge/service-errors.ts).
 */
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import type { RendererPriority } from '../../shared/bridge/contract.ts';
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
  priority: RendererPriority,
  gate: Gate,
): Promise<OperationResult<N>> {
  if (gate.missing.length > 0) {
    const message = `${gate.reason ?? 'Needs more scopes'} to run this.`;
    throw new OperationError({ kind: 'missing-scope', scopes: gate.missing, message }, name);
  }
  const result = await bridge.graphql(name, variables, priority);
  if (!result.ok) throw new OperationError(result.error, name);
  // Errors in a delivered payload are partial: main turned whole failures into `result.error`.
  return result.value;
}

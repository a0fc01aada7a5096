import { getVariableValues, type DocumentNode, type GraphQLSchema } from 'graphql';
import { operationDefinition } from '../../shared/operations/catalogue.ts';
import type { Result } from '../../shared/result.ts';

/** The variables as the server would take them, or every issue with them. */
export type CoercedVariables = Result<Record<string, unknown>, string[]>;

/**
 * Checks the renderer's variables against the document's own variable definitions, exactly as the
 * server would coerce them, so a wrong type is a typed `invalid-input` before any request or cost.
 */
export function coerceVariables(
  schema: GraphQLSchema,
  entry: { readonly document: DocumentNode },
  variables: Record<string, unknown>,
): CoercedVariables {
  const definitions = operationDefinition(entry.document).variableDefinitions ?? [];
  const known = new Set(definitions.map((d) => d.variable.name.value));
  const unknown = Object.keys(variables).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    return { ok: false, error: unknown.map((name) => `Unknown variable "${name}"`) };
  }
  const result = getVariableValues(schema, definitions, variables, { maxErrors: 20 });
  if (result.errors) return { ok: false, error: result.errors.map((e) => e.message) };
  return { ok: true, value: result.coerced };
}

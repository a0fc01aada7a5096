/**
 * The one field resolver every field goes through: root fields pass the gate; relationship fields
 * into another area need its scope (docs/service-notes.md "Scopes"); protected fields are withheld
 * without `view:pii` (docs/service-notes.md "PII"); connections count the nodes they
 * return, which is what the actual cost charges.
 */
import {
  OperationTypeNode,
  getNamedType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
} from 'graphql';
import { PII_SCOPE, isPiiField } from '../../shared/catalogues/pii.ts';
import { FIELD_SCOPES, missingScopes } from '../../shared/catalogues/scopes.ts';
import { isConnectionType } from '../../shared/cost/estimate.ts';
import type { Args, RequestContext, RootResolver } from './context.ts';
import { rootKeyOf } from './context.ts';
import { SANDBOX_ERROR_CODES, serviceError } from './errors.ts';
import { runRootField } from './gate.ts';
import { fieldResolvers } from './resolvers/fields.ts';
import { mutationResolvers } from './resolvers/mutations.ts';
import { queryResolvers } from './resolvers/queries.ts';

function withhold(context: RequestContext, parentType: string, field: string): null {
  const fieldId = `${parentType}.${field}`;
  const existing = context.scopeWarnings.get(fieldId);
  if (existing) {
    existing.occurrences++;
  } else {
    context.scopeWarnings.set(fieldId, {
      code: 'FIELD_SCOPE_MISSING',
      message: `Field ${fieldId} was omitted: it requires the scope ${PII_SCOPE}, which the token lacks.`,
      field_id: fieldId,
      parent_type: parentType,
      field,
      required_scopes: [PII_SCOPE],
      occurrences: 1,
    });
  }
  return null;
}

/** Path of a connection inside its root field, e.g. `data.edges.node.line_items`. */
function connectionPath(info: GraphQLResolveInfo): string {
  const keys: string[] = [];
  for (let path = info.path; path.prev; path = path.prev) {
    if (typeof path.key === 'string') keys.unshift(path.key);
  }
  return keys.join('.');
}

function countNodes(context: RequestContext, info: GraphQLResolveInfo, value: unknown): void {
  if (typeof value !== 'object' || value === null || !('edges' in value)) return;
  const edges = value.edges;
  if (!Array.isArray(edges)) return;
  const root = rootKeyOf(info);
  const entry = context.nodes.get(root) ?? { items: 0, fields: {} };
  const path = connectionPath(info);
  entry.items += edges.length;
  entry.fields[path] = (entry.fields[path] ?? 0) + edges.length;
  context.nodes.set(root, entry);
}

function readProperty(
  source: unknown,
  args: Args,
  context: RequestContext,
  info: GraphQLResolveInfo,
): unknown {
  if (typeof source !== 'object' || source === null) return null;
  const value: unknown = Reflect.get(source, info.fieldName);
  // Wrappers hold their connection as a function of the connection's own arguments.
  return typeof value === 'function'
    ? (value as (...a: unknown[]) => unknown)(args, context, info)
    : value;
}

const connectionTypes = new Map<string, boolean>();

function returnsConnection(info: GraphQLResolveInfo): boolean {
  const type = getNamedType(info.returnType);
  let known = connectionTypes.get(type.name);
  if (known === undefined) {
    known = isConnectionType(type);
    connectionTypes.set(type.name, known);
  }
  return known;
}

export const resolveField: GraphQLFieldResolver<unknown, RequestContext, Args> = (
  source,
  args,
  context,
  info,
) => {
  const parent = info.parentType.name;
  if (info.path.prev === undefined) {
    const table: Readonly<Record<string, RootResolver>> =
      info.operation.operation === OperationTypeNode.MUTATION ? mutationResolvers : queryResolvers;
    return runRootField(table[info.fieldName], args, context, info);
  }
  const { scopes } = context.principal;
  if (scopes) {
    // A relationship into another area fails alone (code 7 at its path); the rest is data.
    const missing = missingScopes(FIELD_SCOPES[`${parent}.${info.fieldName}`] ?? [], scopes);
    if (missing.length > 0) {
      throw serviceError(`Missing required scope(s): ${missing.join(', ')}`, {
        code: SANDBOX_ERROR_CODES.missingScope,
      });
    }
    if (!scopes.has(PII_SCOPE) && isPiiField(parent, info.fieldName)) {
      return withhold(context, parent, info.fieldName);
    }
  }
  const custom = fieldResolvers[parent]?.[info.fieldName];
  const value = custom
    ? custom(source as never, args, context)
    : readProperty(source, args, context, info);
  if (returnsConnection(info)) countNodes(context, info, value);
  return value;
};

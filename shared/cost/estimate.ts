/**
 * The service's cost estimate, as observed (docs/service-notes.md "Cost"):
 *   root field = 1 + Σ over its connections of size × (1 + cost of the connections nested in each node)
 * with size = `first` (or `last`), 100 when neither is given. Plain objects and lists cost nothing.
 * The sandbox charges with it and main's broker paces with it: one formula, here.
 */
import {
  GraphQLIncludeDirective,
  GraphQLInt,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  getNamedType,
  isInterfaceType,
  isObjectType,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export const DEFAULT_CONNECTION_SIZE = 100;

export interface CostEstimate {
  /** Sum over root fields. */
  readonly total: number;
  /** Estimate per root field, keyed by response key (alias or name). */
  readonly byRootField: Readonly<Record<string, number>>;
}

type Variables = Readonly<Record<string, unknown>>;

/** A connection is an object type with `edges` and `pageInfo` (the relay shape the service uses). */
export function isConnectionType(type: GraphQLNamedType): boolean {
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return 'edges' in fields && 'pageInfo' in fields;
}

/** `first`, else `last`, else the default; negative sizes count as 0 (the service rejects them). */
export function connectionSize(field: FieldNode, variables: Variables): number {
  for (const name of ['first', 'last']) {
    const arg = field.arguments?.find((a) => a.name.value === name);
    if (!arg) continue;
    const value: unknown = valueFromAST(arg.value, GraphQLInt, variables);
    if (typeof value === 'number') return Math.max(0, value);
  }
  return DEFAULT_CONNECTION_SIZE;
}

export function findOperation(
  document: DocumentNode,
  operationName?: string | null,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((o) => o.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Variables = {},
  operationName?: string | null,
): CostEstimate {
  const operation = findOperation(document, operationName);
  const rootType = operation ? schema.getRootType(operation.operation) : undefined;
  if (!operation || !rootType) return { total: 0, byRootField: {} };

  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  }

  const included = (node: FieldNode | { directives?: FieldNode['directives'] }): boolean => {
    const skip = getDirectiveValues(GraphQLSkipDirective, node, variables);
    if (skip?.if === true) return false;
    const include = getDirectiveValues(GraphQLIncludeDirective, node, variables);
    return include?.if !== false;
  };

  // Fields selected on `parent`, with fragments flattened (type conditions are not narrowed:
  // an estimate is an upper bound, as the service's is).
  const fieldsOf = (selectionSet: SelectionSetNode, visited: Set<string>): FieldNode[] =>
    selectionSet.selections.flatMap((selection) => {
      if (!included(selection)) return [];
      if (selection.kind === Kind.FIELD) return [selection];
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        return fieldsOf(selection.selectionSet, visited);
      }
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visited.has(name)) return [];
      return fieldsOf(fragment.selectionSet, new Set(visited).add(name));
    });

  const nestedCost = (
    selectionSet: SelectionSetNode | undefined,
    parent: GraphQLNamedType,
  ): number => {
    if (!selectionSet || !(isObjectType(parent) || isInterfaceType(parent))) return 0;
    const defs = parent.getFields();
    let cost = 0;
    for (const field of fieldsOf(selectionSet, new Set())) {
      const def = defs[field.name.value];
      if (!def) continue;
      const type = getNamedType(def.type);
      const inner = nestedCost(field.selectionSet, type);
      cost += isConnectionType(type) ? connectionSize(field, variables) * (1 + inner) : inner;
    }
    return cost;
  };

  const byRootField: Record<string, number> = {};
  let total = 0;
  const rootDefs = rootType.getFields();
  for (const field of fieldsOf(operation.selectionSet, new Set())) {
    if (field.name.value === '__typename') continue;
    const def = rootDefs[field.name.value];
    const type = def ? getNamedType(def.type) : undefined;
    const cost = 1 + (type ? nestedCost(field.selectionSet, type) : 0);
    const key = field.alias?.value ?? field.name.value;
    byRootField[key] = (byRootField[key] ?? 0) + cost;
    total += cost;
  }
  return { total, byRootField };
}

/**
 * Actual charge after execution: 1 + nodes returned at every connection level (docs/service-
 * notes.md "Cost").
 */
export function actualCost(nodesReturned: number): number {
  return 1 + nodesReturned;
}

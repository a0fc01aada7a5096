/**
 * Several catalogued mutations as ONE request: each item's document is the catalogue's own,
 * with its root fields aliased `b<i>_<field>` and its variables renamed `$b<i>_<name>`, so the
 * broker still sends only text it built from documents it can vouch for (docs/bulk.md
 * "Several changes per request"). The service runs mutation root fields one after another, in
 * document order; one failing field nulls only itself.
 */
import {
  Kind,
  OperationTypeNode,
  print,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from 'graphql';
import { operationDefinition } from '../../shared/operations/catalogue.ts';

/** The alias prefix of item `index`: every root field and variable of it carries it. */
export const itemPrefix = (index: number): string => `b${index}_`;

/** What one item of a batch needs of its catalogue entry. */
export interface BatchPart {
  readonly document: DocumentNode;
  readonly rootFields: readonly string[];
}

export class BatchDocumentError extends Error {}

/** One item's operation, its root fields aliased and its variables renamed. */
function renamed(definition: OperationDefinitionNode, prefix: string): OperationDefinitionNode {
  return visit(definition, {
    Variable: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
  });
}

export function batchDocument(parts: readonly BatchPart[]): DocumentNode {
  if (parts.length === 0) throw new BatchDocumentError('a batch needs at least one item');
  const variableDefinitions: VariableDefinitionNode[] = [];
  const selections: FieldNode[] = [];
  /** The catalogue's fragments the items use, once each, by name. */
  const fragments = new Map<string, FragmentDefinitionNode>();
  parts.forEach((part, index) => {
    // A catalogued mutation is one operation, with the catalogue's fragments it spreads.
    const operations = part.document.definitions.filter(
      (d) => d.kind === Kind.OPERATION_DEFINITION,
    );
    if (operations.length !== 1) {
      throw new BatchDocumentError('only single-operation documents can be batched');
    }
    for (const fragment of part.document.definitions) {
      if (fragment.kind !== Kind.FRAGMENT_DEFINITION) continue;
      carryFragment(fragments, fragment);
    }
    const definition = operationDefinition(part.document);
    if (definition.operation !== OperationTypeNode.MUTATION) {
      throw new BatchDocumentError('only mutations are batched');
    }
    const prefix = itemPrefix(index);
    const own = renamed(definition, prefix);
    variableDefinitions.push(...(own.variableDefinitions ?? []));
    for (const selection of own.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) throw new BatchDocumentError('no fragments at the root');
      const key = selection.alias?.value ?? selection.name.value;
      selections.push({ ...selection, alias: { kind: Kind.NAME, value: prefix + key } });
    }
  });
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: OperationTypeNode.MUTATION,
        name: { kind: Kind.NAME, value: 'Batch' },
        variableDefinitions,
        directives: [],
        selectionSet: { kind: Kind.SELECTION_SET, selections },
      },
      ...fragments.values(),
    ],
  };
}

/**
 * Adds a fragment an item spreads, once: two items of the same catalogue share it. Fragments
 * holding variables are refused, since the item's variables are renamed and theirs would not be.
 */
function carryFragment(
  fragments: Map<string, FragmentDefinitionNode>,
  fragment: FragmentDefinitionNode,
): void {
  const name = fragment.name.value;
  const known = fragments.get(name);
  if (known) {
    if (print(known) !== print(fragment)) {
      throw new BatchDocumentError(`two different fragments are named ${name}`);
    }
    return;
  }
  const variables: string[] = [];
  visit(fragment, { Variable: (node) => void variables.push(node.name.value) });
  if (variables.length > 0) throw new BatchDocumentError(`fragment ${name} uses variables`);
  fragments.set(name, fragment);
}

/** The items' variables under their renamed names, as the batch document declares them. */
export function batchVariables(
  items: readonly Readonly<Record<string, unknown>>[],
): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  items.forEach((variables, index) => {
    for (const [name, value] of Object.entries(variables)) {
      merged[itemPrefix(index) + name] = value;
    }
  });
  return merged;
}

/**
 * The app's documents never select a relationship field whose scope their root fields do not
 * already need (FIELD_SCOPES): the service would answer such a field `null` with a code 7 beside
 * the data, and a view's scope gate (OPERATIONS[name].scopes) would not have seen it coming.
 * Shipments, returns and history are read through their own root operations instead, so a missing
 * scope costs one section of the order pane.
 */
import { TypeInfo, visit, visitWithTypeInfo, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadServiceSchema } from '../api/service-schema.ts';
import { FIELD_SCOPES } from '../catalogues/scopes.ts';
import { OPERATIONS, isOperationName } from './catalogue.ts';

const schema = loadServiceSchema();

/** Every `<ParentType>.<field>` a document selects, below its root fields. */
function selectedFields(document: DocumentNode): Set<string> {
  const typeInfo = new TypeInfo(schema);
  const fields = new Set<string>();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (parent) fields.add(`${parent.name}.${node.name.value}`);
      },
    }),
  );
  return fields;
}

/** The scopes the relationship fields in `document` need, each once. */
function relationshipScopes(document: DocumentNode): string[] {
  const needed = new Set<string>();
  for (const field of selectedFields(document)) {
    for (const scope of FIELD_SCOPES[field] ?? []) needed.add(scope);
  }
  return [...needed];
}

describe('relationship fields in the app’s documents', () => {
  it('finds them where a document selects them (the check can fail)', () => {
    const detail = OPERATIONS.OrderDetail.document;
    expect(relationshipScopes(detail)).toEqual([]);
    // The same document with Order.tags renamed to Order.shipments (visit returns a copy).
    const probe = visit(detail, {
      Field(node) {
        if (node.name.value !== 'tags') return undefined;
        return { ...node, name: { ...node.name, value: 'shipments' }, selectionSet: undefined };
      },
    });
    // `shipments` on Order needs a selection to be valid, but the walk needs only the name.
    expect(relationshipScopes(probe)).toEqual(['view:shipments']);
  });

  for (const name of Object.keys(OPERATIONS).filter(isOperationName)) {
    it(`${name} needs no scope beyond its root fields’`, () => {
      const entry = OPERATIONS[name];
      const beyond = relationshipScopes(entry.document).filter(
        (scope) => !entry.scopes.some((held) => held === scope),
      );
      expect(beyond).toEqual([]);
    });
  }
});

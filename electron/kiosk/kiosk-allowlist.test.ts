import {
  TypeInfo,
  getNamedType,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { PII_FIELDS } from '../../shared/catalogues/pii.ts';
import { OPERATIONS, type OperationName } from '../../shared/operations/catalogue.ts';
import { loadServiceSchema } from '../../shared/api/service-schema.ts';
import { KIOSK_OPERATIONS, isKioskOperation } from './kiosk-allowlist.ts';

/**
 * The kiosk's promise that PII cannot appear whatever the token allows rests on the documents
 * main runs: none of the allowlisted ones may select a PII field, checked here against the same
 * schema main plans with (each field resolved to its parent type, through fragments too).
 */
const schema: GraphQLSchema = loadServiceSchema();

function selectedFields(document: DocumentNode): string[] {
  const typeInfo = new TypeInfo(schema);
  const fields: string[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent) throw new Error(`no parent type for ${node.name.value}`);
        if (typeInfo.getFieldDef() === null) {
          throw new Error(`${parent.name}.${node.name.value} is not in the schema`);
        }
        fields.push(`${getNamedType(parent).name}.${node.name.value}`);
      },
    }),
  );
  return fields;
}

const piiIn = (name: OperationName): string[] =>
  selectedFields(OPERATIONS[name].document).filter((field) => PII_FIELDS.has(field));

describe('the kiosk allowlist', () => {
  it.each([...KIOSK_OPERATIONS])('%s selects no PII field', (name) => {
    expect(selectedFields(OPERATIONS[name].document).length).toBeGreaterThan(0);
    expect(piiIn(name)).toEqual([]);
  });

  it.each([...KIOSK_OPERATIONS])('%s is a read-only query', (name) => {
    expect(OPERATIONS[name].kind).toBe('query');
  });

  it('the walk does find PII where there is some, so the checks above are not vacuous', () => {
    expect(piiIn('OrderDetail')).toEqual(
      expect.arrayContaining(['Order.email', 'OrderAddress.address1', 'OrderAddress.phone']),
    );
    expect(piiIn('AccountWarehouses')).toEqual(
      expect.arrayContaining(['Warehouse.invoice_email', 'Address.address1']),
    );
  });

  it('every operation that selects PII or changes something stays off the allowlist', () => {
    for (const name of Object.keys(OPERATIONS) as OperationName[]) {
      if (OPERATIONS[name].kind === 'mutation' || piiIn(name).length > 0) {
        expect(isKioskOperation(name), name).toBe(false);
      }
    }
    expect(isKioskOperation('toString')).toBe(false);
  });
});

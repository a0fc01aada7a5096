/**
 * The allowlist's static guarantees: every `.graphql` file is one valid, correctly named
 * operation (with the shared fragments of fragments/ it spreads); the catalogue and the files agree; scopes are the union the scope catalogue
 * demands; and the committed generated.ts is what codegen produces now.
 */
import { readFileSync } from 'node:fs';
import {
  getNamedType,
  isObjectType,
  parse,
  print,
  validate,
  Kind,
  OperationTypeNode,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadServiceSchema } from '../api/service-schema.ts';
import {
  GENERATED_FILE,
  fragmentFiles,
  generateOperationsModule,
  operationFiles,
} from '../../scripts/generate-operations.ts';
import { OPERATION_SCOPES } from '../catalogues/scopes.ts';
import { OPERATIONS, isOperationName } from './catalogue.ts';

const schema = loadServiceSchema();
const files = operationFiles();
const nameOf = (file: string): string => file.replace(/\.graphql$/, '');

function parseFile(file: string, source: string): DocumentNode {
  try {
    return parse(source);
  } catch (error) {
    throw new Error(`${file}: does not parse: ${String(error)}`, { cause: error });
  }
}

const sharedFragments = new Map(
  fragmentFiles().flatMap(({ file, source }) =>
    parseFile(file, source).definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  ),
);

/** The document with the shared fragments it spreads (and those they spread) appended. */
function withSharedFragments(document: DocumentNode): DocumentNode {
  const own = new Set(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [],
    ),
  );
  const added: FragmentDefinitionNode[] = [];
  const collect = (node: DocumentNode | FragmentDefinitionNode): void => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = sharedFragments.get(name);
        if (own.has(name) || !fragment) return;
        own.add(name);
        added.push(fragment);
        collect(fragment);
      },
    });
  };
  collect(document);
  return { ...document, definitions: [...document.definitions, ...added] };
}

/** Each definition printed, in a stable order (codegen orders fragments its own way). */
const printedDefinitions = (document: DocumentNode): string[] =>
  document.definitions.map((d) => print(d)).sort();

function onlyOperation(file: string, document: DocumentNode): OperationDefinitionNode {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const [only] = operations;
  if (operations.length !== 1 || !only) {
    throw new Error(`${file}: holds ${operations.length} operations, expected exactly one`);
  }
  return only;
}

/** Root field names read straight from the file, independently of catalogue.ts. */
function rootFieldsInFile(operation: OperationDefinitionNode): string[] {
  return operation.selectionSet.selections.flatMap((s) =>
    s.kind === Kind.FIELD ? [s.name.value] : [],
  );
}

describe('operation documents', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const { file, source } of files) {
    it(`${file} is one named operation that validates against the schema`, () => {
      const document = parseFile(file, source);
      const operation = onlyOperation(file, document);
      expect
        .soft(operation.name?.value, `${file}: operation name must equal the file name`)
        .toBe(nameOf(file));
      const errors = validate(schema, withSharedFragments(document)).map((e) => e.message);
      expect(errors, `${file}: invalid: ${errors.join(' ')}`).toEqual([]);
    });

    it(`${file} selects request_id and complexity on every wrapper`, () => {
      const operation = onlyOperation(file, parseFile(file, source));
      const root = schema.getRootType(operation.operation);
      for (const selection of operation.selectionSet.selections) {
        if (selection.kind !== Kind.FIELD) continue;
        const field = root?.getFields()[selection.name.value];
        const type = field ? getNamedType(field.type) : undefined;
        if (!type || !isObjectType(type) || !('request_id' in type.getFields())) continue;
        const selected = selection.selectionSet?.selections.flatMap((s) =>
          s.kind === Kind.FIELD ? [s.name.value] : [],
        );
        expect(selected, `${file}: ${selection.name.value}`).toEqual(
          expect.arrayContaining(['request_id', 'complexity']),
        );
      }
    });
  }
});

describe('catalogue', () => {
  it('has one entry per file and one file per entry', () => {
    const fileNames = files.map((f) => nameOf(f.file));
    const entries = Object.keys(OPERATIONS);
    const withoutEntry = fileNames.filter((n) => !entries.includes(n)).map((n) => `${n}.graphql`);
    const withoutFile = entries.filter((n) => !fileNames.includes(n));
    expect(withoutEntry, 'files without an OPERATIONS entry').toEqual([]);
    expect(withoutFile, 'OPERATIONS entries without a .graphql file').toEqual([]);
  });

  for (const { file, source } of files) {
    const name = nameOf(file);
    it(`${name} matches ${file}`, () => {
      if (!isOperationName(name)) throw new Error(`${file}: no entry in OPERATIONS`);
      const entry = OPERATIONS[name];
      const operation = onlyOperation(file, parseFile(file, source));
      expect(printedDefinitions(entry.document), `${file}: generated document differs`).toEqual(
        printedDefinitions(withSharedFragments(parse(source, { noLocation: true }))),
      );
      const rootFields = rootFieldsInFile(operation);
      const scopes = [...new Set(rootFields.flatMap((f) => OPERATION_SCOPES[f] ?? []))].sort();
      expect(
        rootFields.every((f) => f in OPERATION_SCOPES),
        `${file}: unknown root field`,
      ).toBe(true);
      expect(entry.rootFields, `${file}: root fields`).toEqual(rootFields);
      expect([...entry.scopes].sort(), `${file}: scopes`).toEqual(scopes);
      expect(entry.kind, `${file}: kind`).toBe(operation.operation);
      expect(entry.idempotent, `${file}: idempotent`).toBe(
        operation.operation === OperationTypeNode.QUERY,
      );
    });

    it(`${name}'s page-size variable is a required Int`, () => {
      if (!isOperationName(name)) throw new Error(`${file}: no entry in OPERATIONS`);
      const variable = OPERATIONS[name].pageSizeVariable;
      if (variable === undefined) return;
      const definition = onlyOperation(file, parseFile(file, source)).variableDefinitions?.find(
        (v) => v.variable.name.value === variable,
      );
      expect(definition && print(definition.type), `${file}: $${variable}`).toBe('Int!');
    });
  }

  it('rejects names that are not own entries', () => {
    expect(isOperationName('toString')).toBe(false);
    expect(isOperationName('__proto__')).toBe(false);
    expect(isOperationName(42)).toBe(false);
    expect(isOperationName('ProductsPage')).toBe(true);
  });
});

describe('shared fragments', () => {
  it('each file under fragments/ holds fragments only, each spread by some operation', () => {
    for (const { file, source } of fragmentFiles()) {
      const kinds = parseFile(file, source).definitions.map((d) => d.kind);
      expect(
        kinds.every((k) => k === Kind.FRAGMENT_DEFINITION),
        file,
      ).toBe(true);
    }
    const spread = new Set(
      files.flatMap(({ file, source }) =>
        withSharedFragments(parseFile(file, source)).definitions.flatMap((d) =>
          d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [],
        ),
      ),
    );
    expect([...sharedFragments.keys()].filter((name) => !spread.has(name))).toEqual([]);
  });
});

describe('generated.ts', () => {
  it('is up to date with the .graphql files and the schema', async () => {
    const fresh = await generateOperationsModule();
    const committed = readFileSync(GENERATED_FILE, 'utf8');
    expect(
      committed === fresh,
      'shared/operations/generated.ts is stale: run npm run codegen',
    ).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { buildSchema, extendSchema, parse, type GraphQLSchema } from 'graphql';

const apiDir = new URL('../../shared/api/', import.meta.url);

/** The published schema as served: `shared/api/schema.graphql` plus the specification's additions. */
export function loadServiceSchema(): GraphQLSchema {
  const published = readFileSync(new URL('schema.graphql', apiDir), 'utf8');
  const extensions = readFileSync(new URL('schema-extensions.graphql', apiDir), 'utf8');
  return extendSchema(buildSchema(published), parse(extensions));
}

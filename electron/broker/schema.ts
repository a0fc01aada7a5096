import { readFileSync } from 'node:fs';
import { buildSchema, extendSchema, parse, type GraphQLSchema } from 'graphql';

/**
 * The service schema main plans with (cost estimates, variable checks): the project's copy of the
 * published schema plus the specification's additions — the same files the sandbox serves.
 */
export function loadSchema(
  apiDir: URL = new URL('../../shared/api/', import.meta.url),
): GraphQLSchema {
  const read = (name: string): string => readFileSync(new URL(name, apiDir), 'utf8');
  return extendSchema(
    buildSchema(read('schema.graphql')),
    parse(read('schema-extensions.graphql')),
  );
}

/**
 * The one loader of the service schema: the sandbox serves it, main plans with it (cost
 * estimates, variable checks), codegen types the operations against it. Built from the SDL that
 * `npm run codegen` bundles into `schema-sdl.ts`, so it needs no file at run time.
 */
import { buildSchema, extendSchema, parse, type GraphQLSchema } from 'graphql';
import { EXTENSIONS_SDL, PUBLISHED_SDL } from './schema-sdl.ts';

let built: GraphQLSchema | undefined;

/** Built once per process; a GraphQLSchema is never changed after it is built. */
export function loadServiceSchema(): GraphQLSchema {
  built ??= extendSchema(buildSchema(PUBLISHED_SDL), parse(EXTENSIONS_SDL));
  return built;
}

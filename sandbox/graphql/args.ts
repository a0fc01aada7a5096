/**
 * Typed reads of resolver arguments. graphql-js has already coerced them to the schema's types;
 * these keep TypeScript honest without casts.
 */
import type { Args } from './context.ts';
import { badArgument } from './errors.ts';

export function optionalString(args: Args, name: string): string | undefined {
  const value = args[name];
  return typeof value === 'string' ? value : undefined;
}

/** A text input trimmed, with blank read as absent (null), as stored text fields keep it. */
export function optionalText(args: Args, name: string): string | null {
  const value = optionalString(args, name)?.trim();
  return value === undefined || value === '' ? null : value;
}

export function optionalInt(args: Args, name: string): number | undefined {
  const value = args[name];
  return typeof value === 'number' ? value : undefined;
}

export function optionalBoolean(args: Args, name: string): boolean | undefined {
  const value = args[name];
  return typeof value === 'boolean' ? value : undefined;
}

export function requiredString(args: Args, name: string): string {
  const value = optionalString(args, name);
  if (value === undefined) throw badArgument(`"${name}" is required`);
  return value;
}

export function requiredInt(args: Args, name: string): number {
  const value = optionalInt(args, name);
  if (value === undefined) throw badArgument(`"${name}" is required`);
  return value;
}

export function isArgs(value: unknown): value is Args {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The single `data: <Input>!` argument every mutation takes (docs/service-notes.md "Response
 * envelope").
 */
export function mutationInput(args: Args): Args {
  const data = args['data'];
  if (!isArgs(data)) throw badArgument('"data" is required');
  return data;
}

export function connectionArgs(args: Args): {
  first?: number;
  last?: number;
  after?: string;
  before?: string;
  sort?: string;
} {
  return {
    first: optionalInt(args, 'first'),
    last: optionalInt(args, 'last'),
    after: optionalString(args, 'after'),
    before: optionalString(args, 'before'),
    sort: optionalString(args, 'sort'),
  };
}

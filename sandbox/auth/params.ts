import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFormBody, requireMethod, sendAuthError } from './json-errors.ts';
import type { Result } from '../../shared/result.ts';

/**
 * Reads OAuth parameters. RFC 6749 3.1/3.2: a parameter must not appear more than once, and an
 * empty value counts as absent.
 */

/** The parameters read, or the name of one that was repeated. */
export type ParamRead<K extends string> = Result<Partial<Record<K, string>>, K>;

export function readParams<K extends string>(
  params: URLSearchParams,
  names: readonly K[],
): ParamRead<K> {
  const values: Partial<Record<K, string>> = {};
  for (const name of names) {
    const all = params.getAll(name);
    if (all.length > 1) return { ok: false, error: name };
    const value = all[0];
    if (value !== undefined && value !== '') values[name] = value;
  }
  return { ok: true, value: values };
}

/**
 * The form of an OAuth POST endpoint (/oauth/token, /oauth/revoke), each of `names` at most once.
 * Anything else is answered here (405, a bad body, a repeated parameter) and gives null.
 */
export async function readPostedParams<K extends string>(
  req: IncomingMessage,
  res: ServerResponse,
  names: readonly K[],
): Promise<Partial<Record<K, string>> | null> {
  if (!requireMethod(req, res, 'POST')) return null;
  const form = await readFormBody(req, res);
  if (!form) return null;
  const read = readParams(form, names);
  if (!read.ok) {
    sendAuthError(res, 400, 'invalid_request', `${read.error} must not be repeated`);
    return null;
  }
  return read.value;
}

import type { Result } from '../../shared/result.ts';
import { isSignInMethod, SANDBOX_PROFILE_ID, type SignInMethod } from './profile.ts';

/**
 * Checks what a user typed for a profile. Addresses are http(s) only, and plain http only for
 * loopback hosts: tokens and passwords travel to these addresses.
 */

export interface ProfileInput {
  readonly name: string;
  readonly baseUrl: string;
  readonly loginUrl: string;
  readonly clientId: string;
  readonly method: SignInMethod;
}

export type ProfileField = keyof ProfileInput;

export interface FieldProblem {
  readonly field: ProfileField;
  readonly message: string;
}

/** The checked input, or every field's problem. */
export type ValidationResult = Result<ProfileInput, readonly FieldProblem[]>;

const MAX_NAME = 80;
const CLIENT_ID = /^[\x21-\x7e]{1,200}$/;
const PROFILE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Returns the normalised address (no trailing slash) or a problem description. */
export function checkServiceUrl(value: unknown): Result<string, string> {
  if (typeof value !== 'string' || value.trim().length === 0) {
    return { ok: false, error: 'Enter an address.' };
  }
  const text = value.trim();
  if (!URL.canParse(text)) return { ok: false, error: 'This is not a web address.' };
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, error: 'Use an https:// address.' };
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return { ok: false, error: 'Use https:// for addresses other than this computer.' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, error: 'Do not put a user name or password in the address.' };
  }
  if (url.search !== '' || url.hash !== '') {
    return { ok: false, error: 'The address cannot contain ? or #.' };
  }
  return { ok: true, value: url.toString().replace(/\/+$/, '') };
}

export function isValidProfileId(value: string): boolean {
  return PROFILE_ID.test(value);
}

export function isReservedProfileId(value: string): boolean {
  return value === SANDBOX_PROFILE_ID;
}

export function validateProfileInput(input: unknown): ValidationResult {
  const record: Record<string, unknown> =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const problems: FieldProblem[] = [];

  const name = typeof record['name'] === 'string' ? record['name'].trim() : '';
  if (name.length === 0) problems.push({ field: 'name', message: 'Enter a name.' });
  else if (name.length > MAX_NAME) {
    problems.push({ field: 'name', message: `Use at most ${MAX_NAME} characters.` });
  }

  const method = record['method'];
  if (!isSignInMethod(method)) {
    problems.push({ field: 'method', message: 'Choose how this profile signs in.' });
  }

  const baseUrl = checkServiceUrl(record['baseUrl']);
  if (!baseUrl.ok) problems.push({ field: 'baseUrl', message: baseUrl.error });
  const loginUrl = checkServiceUrl(record['loginUrl']);
  if (!loginUrl.ok) problems.push({ field: 'loginUrl', message: loginUrl.error });

  const rawClientId = record['clientId'];
  const clientId = typeof rawClientId === 'string' ? rawClientId.trim() : '';
  // Only OAuth needs a client id; the other methods may leave it empty.
  if (clientId.length > 0 ? !CLIENT_ID.test(clientId) : method === 'oauth') {
    problems.push({ field: 'clientId', message: 'Enter the OAuth client id (no spaces).' });
  }

  if (problems.length > 0 || !isSignInMethod(method) || !baseUrl.ok || !loginUrl.ok) {
    return { ok: false, error: problems };
  }
  return {
    ok: true,
    value: { name, baseUrl: baseUrl.value, loginUrl: loginUrl.value, clientId, method },
  };
}

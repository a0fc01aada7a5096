import type { ProfileInput, ProfileSummary } from '../../shared/bridge/contract.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';

export type ProfileField = 'name' | 'baseUrl' | 'loginUrl' | 'clientId' | 'method';
export type FieldErrors = Partial<Record<ProfileField, string>>;

const FIELDS: readonly ProfileField[] = ['name', 'baseUrl', 'loginUrl', 'clientId', 'method'];

export function initialInput(profile: ProfileSummary | null): ProfileInput {
  if (!profile) {
    return { name: '', baseUrl: 'https://', loginUrl: 'https://', clientId: '', method: 'oauth' };
  }
  const { id, name, baseUrl, loginUrl, clientId, method } = profile;
  return { id, name, baseUrl, loginUrl, clientId, method };
}

/** Only "is it filled in" here; main checks addresses properly and its words are shown as-is. */
export function checkRequired(input: ProfileInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.name.trim()) errors.name = 'Give the profile a name.';
  const blankUrl = (url: string) => url.trim() === '' || url.trim() === 'https://';
  if (blankUrl(input.baseUrl)) errors.baseUrl = 'Enter the API address.';
  if (blankUrl(input.loginUrl)) errors.loginUrl = 'Enter the login server address.';
  if (input.method === 'oauth' && !input.clientId.trim()) {
    errors.clientId = 'Browser sign-in needs the OAuth client id.';
  }
  return errors;
}

/**
 * Main's validation answer, split into per-field messages (issues that start with a field
 * name, as "baseUrl: Use an https:// address.") and the rest, shown above the form.
 */
export function splitIssues(error: BridgeError): { fields: FieldErrors; general: string[] } {
  const issues =
    error.kind === 'invalid-input' && error.issues && error.issues.length > 0
      ? error.issues
      : [error.message];
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const issue of issues) {
    const match = /^\s*([A-Za-z]+)\s*[:—-]\s*(.+)$/.exec(issue);
    const field = FIELDS.find((f) => f === match?.[1]);
    if (field && match?.[2]) fields[field] = match[2];
    else general.push(issue);
  }
  return { fields, general };
}

import { scopeLabels } from '../../shared/catalogues/scope-labels.ts';
import type { SessionState } from '../../shared/bridge/session.ts';
import { missingScopes } from '../../shared/catalogues/scopes.ts';

/** Whether the session may run something that needs `required` scopes, and if not, why. */
export interface Gate {
  readonly allowed: boolean;
  /** Scopes the token lacks (empty when allowed, or when the reason is being signed out). */
  readonly missing: readonly string[];
  /** "Needs permission to Change products (change:products)", or `null` when allowed. */
  readonly reason: string | null;
}

/** "Needs permission to Change products (change:products)": the words first, the id after. */
export function needsText(scopes: readonly string[]): string {
  return `Needs permission to ${scopeLabels(scopes)} (${scopes.join(', ')})`;
}

export function gateFor(session: SessionState | null, required: readonly string[]): Gate {
  if (session?.status !== 'signed-in') {
    return { allowed: false, missing: [], reason: 'Sign in first' };
  }
  // Password and developer-token sessions have full access whatever their scope list says.
  if (!session.scopeLimited) return { allowed: true, missing: [], reason: null };
  const missing = missingScopes(required, session.scopes);
  return missing.length === 0
    ? { allowed: true, missing, reason: null }
    : { allowed: false, missing, reason: needsText(missing) };
}

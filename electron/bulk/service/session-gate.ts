/**
 * Who may do what with imports: a signed-in profile, whose sign-in has the scopes of every
 * operation the kind sends (its checks' reads included).
 */
import { fail, type BridgeError, type BridgeResult } from '../../../shared/bridge/errors.ts';
import {
  IMPORT_KIND_INFO,
  importScopes,
  type ImportKind,
} from '../../../shared/bulk/import-kinds.ts';
import { missingScopes } from '../../../shared/catalogues/scopes.ts';

/** The signed-in profile and its scopes; undefined when signed out. */
export type ImportSession = () =>
  { profileId: string; scopes: readonly string[]; scopeLimited: boolean } | undefined;

export const notSignedIn = () =>
  fail({ kind: 'signed-out', message: 'Sign in to import.' } as const);

/** A run's rows go only while its own profile is the active one. */
export const otherProfile = (): BridgeError => ({
  kind: 'signed-out',
  message: 'Another profile is in use. Switch back to this one to resume the import.',
});

/** What running an import of this kind needs: the scopes of every operation it sends. */
export function scopeProblem(session: ImportSession, kind: ImportKind): BridgeResult<never> | null {
  const signedIn = session();
  if (!signedIn) return notSignedIn();
  if (!signedIn.scopeLimited) return null;
  const missing = missingScopes(importScopes(kind), signedIn.scopes);
  return missing.length === 0
    ? null
    : fail({
        kind: 'missing-scope',
        scopes: missing,
        message: `Importing ${IMPORT_KIND_INFO[kind].what} needs the scope${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which this sign-in lacks.`,
      });
}

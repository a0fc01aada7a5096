import { API_SCOPES, IDENTITY_SCOPES, type ApiScope } from '../../shared/catalogues/scopes.ts';
import { PII_SCOPE } from '../../shared/catalogues/pii.ts';
import { OPERATIONS } from '../../shared/operations/catalogue.ts';

/** Scopes some Floorboard screen uses (from the operation catalogue), plus `view:pii`. */
export const APP_SCOPES: readonly ApiScope[] = (() => {
  const used = new Set<string>([PII_SCOPE]);
  for (const entry of Object.values(OPERATIONS)) for (const scope of entry.scopes) used.add(scope);
  return (Object.keys(API_SCOPES) as ApiScope[]).filter((scope) => used.has(scope));
})();

export const OTHER_SCOPES: readonly ApiScope[] = (Object.keys(API_SCOPES) as ApiScope[]).filter(
  (scope) => !APP_SCOPES.includes(scope),
);

/** What the sign-in scopes mean, in the words of this app. */
export const IDENTITY_DESCRIPTIONS: Record<(typeof IDENTITY_SCOPES)[number], string> = {
  openid: 'confirm who you are',
  profile: 'your name, shown in the top bar',
  offline_access: 'stay signed in between runs (a refresh token)',
};

export function scopeDescription(scope: string): string {
  if (scope in API_SCOPES) return API_SCOPES[scope as ApiScope];
  if (scope in IDENTITY_DESCRIPTIONS) {
    return IDENTITY_DESCRIPTIONS[scope as keyof typeof IDENTITY_DESCRIPTIONS];
  }
  return '';
}

import type { ScopeWarningSummary } from '../../../shared/bridge/graphql.ts';
import { PII_SCOPE } from '../../../shared/catalogues/pii.ts';

/**
 * Was this field (`Order.email`, `Address.phone`, …) withheld for a missing scope in this reply?
 * Scope warnings name a type's field, not a record, so a null value of a withheld field is
 * "hidden", never "empty".
 */
export function isWithheld(
  scopeWarnings: readonly ScopeWarningSummary[] | null | undefined,
  fieldId: string,
): boolean {
  return scopeWarnings?.some((w) => w.fieldId === fieldId) ?? false;
}

/** The scopes that would reveal the field (from the warning; `view:pii` if it names none). */
export function withheldScopes(
  scopeWarnings: readonly ScopeWarningSummary[] | null | undefined,
  fieldId: string,
): readonly string[] {
  const warning = scopeWarnings?.find((w) => w.fieldId === fieldId);
  if (!warning) return [];
  return warning.requiredScopes.length > 0 ? warning.requiredScopes : [PII_SCOPE];
}

/** `""` and `null` are the same for display (docs/service-notes.md "Values"). */
export function isEmptyValue(value: unknown): value is null | undefined | '' {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

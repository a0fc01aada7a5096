import type { ScopeWarningSummary } from '../../shared/bridge/graphql.ts';
import type { OperationName } from '../../shared/operations/catalogue.ts';
import type { OperationResult } from './run-operation.ts';

/** The nodes of every loaded page, in order, without the nulls the schema allows. */
export function flattenPages<N extends OperationName, T>(
  pages: { readonly pages: readonly OperationResult<N>[] } | undefined,
  nodesOf: (page: OperationResult<N>) => readonly (T | null | undefined)[] | null | undefined,
): T[] {
  if (!pages) return [];
  return pages.pages.flatMap((page) =>
    (nodesOf(page) ?? []).filter((n): n is T => n !== null && n !== undefined),
  );
}

/** Scope warnings of several payloads (pages of a list), one entry per field. */
export function mergeScopeWarnings(
  payloads: readonly { readonly scopeWarnings: readonly ScopeWarningSummary[] }[],
): ScopeWarningSummary[] {
  const byField = new Map<string, ScopeWarningSummary>();
  for (const payload of payloads) {
    for (const warning of payload.scopeWarnings) {
      const seen = byField.get(warning.fieldId);
      byField.set(
        warning.fieldId,
        seen ? { ...seen, occurrences: seen.occurrences + warning.occurrences } : warning,
      );
    }
  }
  return [...byField.values()];
}

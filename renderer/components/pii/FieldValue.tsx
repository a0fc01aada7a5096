import type { ReactNode } from 'react';
import type { ScopeWarningSummary } from '../../../shared/bridge/graphql.ts';
import { Icon } from '../icons/Icon.tsx';
import { isEmptyValue, withheldScopes } from './withheld.ts';
import './pii.css';

/**
 * A field withheld for a missing scope: a lock and the scope that would reveal it. Never blank
 * and never an error. `compact` keeps table cells narrow; the full text stays in the
 * accessible name and the tooltip.
 */
export function Withheld({
  scopes,
  compact = false,
}: {
  readonly scopes: readonly string[];
  readonly compact?: boolean;
}) {
  const needs = `needs ${scopes.join(' and ')}`;
  return (
    <span className="withheld" title={`Hidden — ${needs}`}>
      <Icon name="lock" size={13} />
      {compact ? (
        <span>
          Hidden<span className="visually-hidden"> — {needs}</span>
        </span>
      ) : (
        <span>Hidden — {needs}</span>
      )}
    </span>
  );
}

/** An empty value: an em dash, announced as "empty". */
export function EmptyValue() {
  return (
    <span className="empty-value">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">empty</span>
    </span>
  );
}

/**
 * A value from the service, its "hidden" placeholder, or its empty marker. Pass the reply's
 * `scopeWarnings` and the field's id (`Order.email`) and this picks the right one.
 */
export function FieldValue({
  value,
  fieldId,
  scopeWarnings,
  format,
  compact,
}: {
  readonly value: string | number | null | undefined;
  readonly fieldId?: string;
  readonly scopeWarnings?: readonly ScopeWarningSummary[] | null;
  /** Display form of a present value (money, dates); `null` from it counts as empty. */
  readonly format?: (value: string | number) => ReactNode;
  readonly compact?: boolean;
}) {
  if (isEmptyValue(value)) {
    const scopes = fieldId ? withheldScopes(scopeWarnings, fieldId) : [];
    return scopes.length > 0 ? <Withheld scopes={scopes} compact={compact} /> : <EmptyValue />;
  }
  const shown = format ? format(value) : value;
  return shown === null || shown === undefined || shown === '' ? <EmptyValue /> : <>{shown}</>;
}

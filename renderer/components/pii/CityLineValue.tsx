import type { ScopeWarningSummary } from '../../../shared/bridge/graphql.ts';
import { cityLine, type CityParts } from '../../format/address.ts';
import { FieldValue, Withheld } from './FieldValue.tsx';
import { withheldScopes } from './withheld.ts';

/**
 * An address's city line in its country's order ("Portland, OR 97205"). City and ZIP are
 * personal data: when the token may not see them, the placeholder shows, with the state (which
 * is not withheld) after it.
 */
export function CityLineValue({
  parts,
  fieldId,
  scopeWarnings,
  compact,
}: {
  readonly parts: CityParts;
  /** The city's field id in the reply (`OrderAddress.city`, `Address.city`). */
  readonly fieldId: string;
  readonly scopeWarnings: readonly ScopeWarningSummary[] | null | undefined;
  readonly compact?: boolean;
}) {
  const hidden = withheldScopes(scopeWarnings, fieldId);
  if (hidden.length > 0 && !parts.city) {
    return (
      <>
        <Withheld scopes={hidden} compact={compact} />
        {parts.state ? ` · ${parts.state}` : null}
      </>
    );
  }
  return <FieldValue value={cityLine(parts)} />;
}

import { scopeLabels } from '../../../shared/catalogues/scope-labels.ts';
import type { ScopeWarningSummary } from '../../../shared/bridge/graphql.ts';
import { Banner } from '../controls/Banner.tsx';
import { Button } from '../controls/Button.tsx';
import { useReauthorize } from '../../session/use-reauthorize.ts';
import { describeError } from '../status/describe-error.ts';

/**
 * One line above a list whose reply withheld fields: which scope would reveal them, with the
 * re-authorize offer, so the placeholders below need not repeat it.
 */
export function WithheldNotice({
  scopeWarnings,
}: {
  readonly scopeWarnings: readonly ScopeWarningSummary[];
}) {
  const { reauthorize, attempt } = useReauthorize();
  if (scopeWarnings.length === 0) return null;
  const scopes = [...new Set(scopeWarnings.flatMap((w) => w.requiredScopes))];
  const failure = attempt.status === 'failed' ? describeError(attempt.error) : null;
  return (
    <Banner
      tone="info"
      live={false}
      actions={
        <Button
          size="sm"
          busy={attempt.status === 'pending'}
          onClick={() => void reauthorize(scopes)}
        >
          Ask for “{scopeLabels(scopes)}”
        </Button>
      }
    >
      Some fields are hidden: this sign-in does not include {scopes.join(' and ')}.
      {failure ? ` ${failure.title}. ${failure.detail}` : ''}
    </Banner>
  );
}

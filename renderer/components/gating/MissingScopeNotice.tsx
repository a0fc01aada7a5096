import { scopeLabels } from '../../../shared/catalogues/scope-labels.ts';
import { Button } from '../controls/Button.tsx';
import { Icon } from '../icons/Icon.tsx';
import { describeError } from '../status/describe-error.ts';
import { needsText } from '../../session/gate.ts';
import { useReauthorize } from '../../session/use-reauthorize.ts';
import './gating.css';

/**
 * "Needs permission to Change products (change:products)" with a button to ask for it. Used by GatedAction
 * and by ErrorView for a code-7 reply, so both read the same.
 */
export function MissingScopeNotice({
  scopes,
  id,
  inline = false,
}: {
  readonly scopes: readonly string[];
  /** For aria-describedby on the control this explains. */
  readonly id?: string;
  readonly inline?: boolean;
}) {
  const { reauthorize, attempt } = useReauthorize();
  const failure = attempt.status === 'failed' ? describeError(attempt.error) : null;
  return (
    <span className={inline ? 'gate-notice is-inline' : 'gate-notice'}>
      <span className="gate-reason" id={id}>
        <Icon name="lock" size={13} />
        {needsText(scopes)}
      </span>
      {scopes.length > 0 ? (
        <Button
          size="sm"
          variant="ghost"
          className="gate-reauth"
          busy={attempt.status === 'pending'}
          onClick={() => void reauthorize(scopes)}
        >
          Ask for “{scopeLabels(scopes)}”
        </Button>
      ) : null}
      {failure ? (
        <span className="gate-failure" role="alert">
          {failure.title}. {failure.detail}
        </span>
      ) : null}
    </span>
  );
}

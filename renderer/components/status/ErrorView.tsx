import { useContext, useState } from 'react';
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import { useSessionContext } from '../../session/session-context.tsx';
import { formatDuration } from '../../format/date.ts';
import { OperationError } from '../../data/operation-error.ts';
import { Button } from '../controls/Button.tsx';
import { MissingScopeNotice } from '../gating/MissingScopeNotice.tsx';
import { Icon } from '../icons/Icon.tsx';
import { describeError } from './describe-error.ts';
import { NowClock } from '../../state/use-now.ts';
import { useCountdown } from './use-countdown.ts';
import './status.css';

/**
 * Any bridge error, rendered by kind: what happened and the next step (retry after the wait,
 * re-authorize, sign in again). A missing scope reads as the gated actions do.
 */
export function ErrorView({
  error,
  onRetry,
  compact = false,
}: {
  readonly error: OperationError | BridgeError;
  readonly onRetry?: () => void;
  readonly compact?: boolean;
}) {
  const bridgeError = error instanceof OperationError ? error.error : error;
  const { requestSignIn } = useSessionContext();
  const description = describeError(bridgeError);
  // The wait counts from when this error was first shown.
  const clock = useContext(NowClock);
  const [shownAt] = useState(clock);
  const remaining = useCountdown(description.retryInSeconds, shownAt);

  if (bridgeError.kind === 'missing-scope') {
    return (
      <div className={compact ? 'state-inline' : 'state-block'}>
        <MissingScopeNotice scopes={bridgeError.scopes} />
      </div>
    );
  }

  const waiting = remaining !== null && remaining > 0;
  return (
    <div className={compact ? 'state-inline is-error' : 'state-block is-error'} role="alert">
      {compact ? null : (
        <span className="state-icon">
          <Icon name="alert" size={20} />
        </span>
      )}
      <p className="state-title">{description.title}</p>
      <p className="state-detail">
        {description.detail}
        {waiting ? ` Try again in ${formatDuration(remaining)}.` : ''}
      </p>
      <div className="state-actions">
        {bridgeError.kind === 'signed-out' ? (
          <Button variant="primary" onClick={() => requestSignIn(true)}>
            Sign in again
          </Button>
        ) : null}
        {onRetry && description.retryable ? (
          <Button icon="refresh" onClick={onRetry}>
            {waiting ? `Retry (${formatDuration(remaining)})` : 'Retry'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

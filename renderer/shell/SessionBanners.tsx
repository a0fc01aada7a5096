import { useState } from 'react';
import { useSignedIn } from '../session/session-context.tsx';
import { Banner } from '../components/controls/Banner.tsx';
import { Button } from '../components/controls/Button.tsx';
import { useReauthorize } from '../session/use-reauthorize.ts';
import { formatTimestamp } from '../format/date.ts';
import { memoryOnlyReasonText } from '../session/sign-in-messages.ts';
import { useUiStore } from '../state/ui-store.ts';

/**
 * What the user should know about this sign-in: kept for this run only (no keyring), no refresh
 * token, or fewer scopes granted than asked for (with "Request again").
 */
export function SessionBanners() {
  const session = useSignedIn();
  const shortfall = useUiStore((s) => s.scopeShortfall);
  const setShortfall = useUiStore((s) => s.setScopeShortfall);
  const { reauthorize, attempt } = useReauthorize();
  const [hidden, setHidden] = useState(false);
  if (!session) return null;

  const persistence =
    hidden || session.persistence === 'stored' ? null : session.persistence === 'memory-only' ? (
      <Banner
        tone="info"
        title="This sign-in lasts for this run only"
        onDismiss={() => setHidden(true)}
      >
        {/* Main's own words when it gave them; they already say why and what happens next. */}
        {session.persistenceMessage ??
          `Floorboard will not save it because ${memoryOnlyReasonText(session.persistenceReason)} You will be asked to sign in again next time.`}
      </Banner>
    ) : (
      <Banner tone="info" title="This sign-in cannot be renewed" onDismiss={() => setHidden(true)}>
        The service issued no refresh token, so it ends at {formatTimestamp(session.expiresAt)}.
      </Banner>
    );

  return (
    <div className="session-banners">
      {persistence}
      {shortfall && shortfall.missing.length > 0 ? (
        <Banner
          tone="warning"
          title="Fewer scopes were granted than requested"
          onDismiss={() => setShortfall(null)}
          actions={
            <Button
              size="sm"
              busy={attempt.status === 'pending'}
              onClick={() => void reauthorize(shortfall.missing)}
            >
              Request again
            </Button>
          }
        >
          Not granted: {shortfall.missing.join(', ')}. Actions that need them are disabled.
        </Banner>
      ) : null}
    </div>
  );
}

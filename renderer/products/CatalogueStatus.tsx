import type { ColdStartReason, ReplicaStatus } from '../../shared/replica/types.ts';
import { Button } from '../components/controls/Button.tsx';
import { Icon } from '../components/icons/Icon.tsx';
import { formatInteger } from '../format/number.ts';
import { formatAge } from '../format/age.ts';
import { useNow } from '../state/use-now.ts';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { useBridge } from '../session/bridge-context.tsx';

const COLD_START: Record<ColdStartReason, string> = {
  'no-copy': 'No saved catalogue copy was found on this computer, so it is being copied',
  damaged: 'The saved catalogue copy was damaged, so it is being copied again',
  unreadable: 'The saved catalogue copy could not be read, so it is being copied again',
  'other-account':
    'The saved catalogue copy belonged to another account, so it is being copied again',
  'newer-version':
    'The saved catalogue copy was written by a newer Floorboard, so it is being copied again',
  'other-keyring':
    'The saved catalogue copy could not be unlocked with this computer’s keyring, so it is being copied again',
};

/** Why the start was cold, and what copying costs: about a credit a product (docs/replica.md). */
function coldStartText(status: ReplicaStatus): string | null {
  if (status.coldStart === null) return null;
  const cost =
    status.estimatedTotal === null ? '' : `: about ${formatInteger(status.estimatedTotal)} credits`;
  return `${COLD_START[status.coldStart]}${cost}.`;
}

function progressText(status: ReplicaStatus): string {
  const { records, estimatedTotal, secondsLeft, waitingForCreditsSeconds } = status;
  const cold = coldStartText(status);
  const parts = [
    estimatedTotal === null
      ? `Copying the catalogue for search: ${formatInteger(records)} products so far`
      : `Copying the catalogue for search: ${formatInteger(records)} of about ${formatInteger(estimatedTotal)} products`,
  ];
  if (waitingForCreditsSeconds !== null && waitingForCreditsSeconds > 0) {
    parts.push(`waiting for credits — ${formatInteger(Math.ceil(waitingForCreditsSeconds))} s`);
  } else if (secondsLeft !== null && secondsLeft > 0) {
    parts.push(`about ${formatInteger(secondsLeft)} s left in credits`);
  }
  const progress = parts.join(' · ');
  return cold === null ? progress : `${cold} ${progress}`;
}

/** A refresh that has run too long: what it waits for, and what the figures shown are. */
function stalledText(status: ReplicaStatus, now: number): string {
  const minutes = Math.max(1, Math.round((now - (status.stalledSince ?? now)) / 60_000));
  const waiting =
    status.waitingForCreditsSeconds !== null && status.waitingForCreditsSeconds > 0
      ? `waiting for credits — ${formatInteger(Math.ceil(status.waitingForCreditsSeconds))} s`
      : 'no answer from the service';
  const age = formatAge(now - (status.lastRefreshedAt ?? now)).replace('Updated', 'updated');
  return `Catalogue copy: the refresh has run ${formatInteger(minutes)} min (${waiting}); figures ${age}`;
}

/**
 * The catalogue copy behind search: first-sync progress (in credit terms), how long ago it was
 * refreshed, "Refresh now", whether it is kept on disk or in memory only (or its last save
 * failed), and why a start had to copy it again.
 */
export function CatalogueStatus() {
  const status = useReplicaStatus();
  const bridge = useBridge();
  const now = useNow(5_000);
  if (status.phase === 'off') return null;
  // A stalled refresh is not waited for: "Refresh now" starts another.
  const stalled = status.refreshing && status.stalledSince !== null;
  const refresh = (
    <Button
      size="sm"
      variant="ghost"
      icon="refresh"
      busy={status.refreshing && !stalled}
      disabled={status.refreshing && !stalled}
      onClick={() => void bridge.refreshReplica()}
    >
      Refresh now
    </Button>
  );
  return (
    <div className="catalogue-status">
      <span role="status" className="muted">
        {status.phase === 'first-sync'
          ? progressText(status)
          : status.phase === 'failed'
            ? `Copying the catalogue stopped: ${status.error ?? 'unknown error'}. Lists use the service meanwhile.`
            : stalled
              ? stalledText(status, now)
              : status.refreshing
                ? 'Catalogue copy: refreshing…'
                : `Catalogue copy: ${formatAge(now - (status.lastRefreshedAt ?? now)).replace('Updated', 'updated')}`}
        {status.phase === 'ready' && status.error ? ` (last refresh failed: ${status.error})` : ''}
      </span>
      {status.phase === 'first-sync' ? null : refresh}
      {status.storage.persistence === 'stored' ? null : (
        <span className="catalogue-memory-only muted" title={status.storage.message}>
          <Icon name="info" size={14} />
          <span>
            {status.storage.persistence === 'memory-only'
              ? 'Kept in memory only'
              : 'Last save failed'}
          </span>
          <span className="visually-hidden">: {status.storage.message}</span>
        </span>
      )}
    </div>
  );
}

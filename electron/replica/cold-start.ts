/** Why a start was cold, as the status tells the user (shared/replica/types.ts). */
import type { ColdStartReason } from '../../shared/replica/types.ts';
import type { DiscardReason, LoadResult } from './persist.ts';

const BY_DISCARD: Record<DiscardReason, ColdStartReason> = {
  // Not a sealed record, or a digest or content that does not hold: damage on disk.
  unreadable: 'damaged',
  damaged: 'damaged',
  undecryptable: 'other-keyring',
  'read-failed': 'unreadable',
  'other-account': 'other-account',
  'newer-version': 'newer-version',
  'backend-changed': 'other-keyring',
};

/** Why the JSON copy (persist.ts) could not be used, as the status says it. */
export function discardedBecause(reason: DiscardReason): ColdStartReason {
  return BY_DISCARD[reason];
}

/** Null when the copy was loaded (the start is warm). */
export function coldStartReason(loaded: LoadResult): ColdStartReason | null {
  if (loaded.status === 'loaded') return null;
  return loaded.status === 'none' ? 'no-copy' : discardedBecause(loaded.reason);
}

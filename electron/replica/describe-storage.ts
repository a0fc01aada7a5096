/**
 * What the products view says about where the catalogue copy is kept: memory only without a
 * usable keyring or without the file's claim, "save failed" after a save that did not land (and
 * whether a copy saved before stays), else stored. One wording for the JSON copy (persist.ts) and
 * the catalogue image (image-store/).
 */
import type { MemoryOnlyReason } from '../../shared/bridge/session.ts';
import type { ReplicaStorage } from '../../shared/replica/types.ts';
import { probeStorage } from '../store/sealed-text.ts';
import type { SecretCipher } from '../store/secret-cipher.ts';
import type { FileClaim } from './replica-files.ts';

export interface StorageFacts {
  /** This process's claim on the profile's file, once asked for. */
  readonly claim: FileClaim | undefined;
  /** The last save's error code when it failed (cleared by one that lands). */
  readonly failure: { readonly code: string | undefined } | undefined;
  /** A good copy is on disk, loaded or saved by this process. */
  readonly savedBefore: boolean;
}

const MEMORY_ONLY: Record<MemoryOnlyReason, string> = {
  'encryption-unavailable': 'Secure storage is not available on this computer',
  'basic-text': 'No system keyring was found',
  'backend-unknown': 'Secure storage is not ready yet',
  'encryption-failed': 'Secure storage could not encrypt the catalogue',
  'write-failed': 'The catalogue could not be saved to disk',
};
const AFTER_RESTART =
  ', so the catalogue copy is kept in memory only and downloaded again after Floorboard restarts.';

function notClaimed(claim: Extract<FileClaim, { held: false }>): string {
  if (claim.why === 'failed') {
    return 'The saved catalogue copy could not be locked for this Floorboard, so its copy is kept in memory only and not saved.';
  }
  const who = claim.holder === undefined ? '' : ` (${claim.holder})`;
  return `Another Floorboard${who} is using this profile’s saved catalogue copy, so this one keeps its copy in memory only and does not save it.`;
}

export async function describeStorage(
  cipher: SecretCipher,
  facts: StorageFacts,
): Promise<ReplicaStorage> {
  const probed = await probeStorage(cipher);
  if (!probed.usable) {
    return { persistence: 'memory-only', message: `${MEMORY_ONLY[probed.reason]}${AFTER_RESTART}` };
  }
  if (facts.claim !== undefined && !facts.claim.held) {
    return { persistence: 'memory-only', message: notClaimed(facts.claim) };
  }
  if (facts.failure !== undefined) {
    const why = facts.failure.code === 'ENOSPC' ? ' because the disk is full' : '';
    const kept = facts.savedBefore
      ? 'The copy saved before stays on disk'
      : 'None was saved before';
    return {
      persistence: 'save-failed',
      message: `The catalogue copy could not be saved${why}. ${kept}, and saving is tried again.`,
    };
  }
  return { persistence: 'stored' };
}

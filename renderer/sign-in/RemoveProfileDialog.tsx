import { useQuery } from '@tanstack/react-query';
import type { ProfileSummary } from '../../shared/bridge/contract.ts';
import { Banner } from '../components/controls/Banner.tsx';
import { Button } from '../components/controls/Button.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { OperationError } from '../data/operation-error.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { PROFILES_KEY } from './use-profiles.ts';

/**
 * Asks before removing a profile, and says what goes with it. Its interrupted imports are named
 * apart: their journals are the only record of which rows were applied, so once they are gone
 * the same file imported again would apply those rows twice (docs/bulk.md).
 */
export function RemoveProfileDialog({
  profile,
  onRemove,
  onClose,
}: {
  readonly profile: ProfileSummary;
  readonly onRemove: () => void;
  readonly onClose: () => void;
}) {
  const info = useRemovalInfo(profile.id);
  const resumable = info.data?.resumableImports ?? 0;
  return (
    <Modal title={`Remove “${profile.name}”?`} onClose={onClose} width="30rem">
      <p>
        Floorboard signs out of it and deletes what it keeps for it on this computer: its sign-in,
        saved order views and catalogue copy.
      </p>
      {info.isPending ? <p className="muted">Checking for interrupted imports…</p> : null}
      {info.isError ? (
        <Banner tone="warning" title="Could not check for interrupted imports">
          {info.error.error.message} Removing the profile deletes any it has.
        </Banner>
      ) : null}
      {resumable > 0 ? (
        <Banner tone="warning" title={interruptedText(resumable)}>
          {resumable === 1 ? 'Its record' : 'Their record'} of which rows were applied goes too, so
          importing the same file again would apply those rows twice. To finish{' '}
          {resumable === 1 ? 'it' : 'them'}, keep the profile, sign in to it and resume.
        </Banner>
      ) : null}
      <div className="remove-profile-actions">
        <Button variant="ghost" onClick={onClose}>
          Keep
        </Button>
        <Button variant="danger" busy={info.isPending} disabled={info.isPending} onClick={onRemove}>
          Remove profile
        </Button>
      </div>
    </Modal>
  );
}

/** "This also deletes 1 interrupted import that could still be resumed." */
export function interruptedText(count: number): string {
  return count === 1
    ? 'This also deletes 1 interrupted import that could still be resumed.'
    : `This also deletes ${count.toLocaleString('en-US')} interrupted imports that could still be resumed.`;
}

/** Asked afresh each time the dialog opens: an import may have stopped since. */
function useRemovalInfo(profileId: string) {
  const bridge = useBridge();
  return useQuery({
    queryKey: [...PROFILES_KEY, profileId, 'removal'],
    queryFn: async () => {
      const result = await bridge.profileRemovalInfo(profileId);
      if (!result.ok) throw new OperationError(result.error);
      return result.value;
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

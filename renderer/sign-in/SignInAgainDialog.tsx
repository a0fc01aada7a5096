import { useSessionContext } from '../session/session-context.tsx';
import { Banner } from '../components/controls/Banner.tsx';
import { Button } from '../components/controls/Button.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { signedOutMessage } from '../session/sign-in-messages.ts';
import { SignInPanel } from './SignInPanel.tsx';
import { useUiStore } from '../state/ui-store.ts';
import { useProfiles } from './use-profiles.ts';

/**
 * Over the shell when the session ends mid-work: sign in again without leaving the page, so
 * whatever the user was typing is still there afterwards.
 */
export function SignInAgainDialog({ onSwitchProfile }: { readonly onSwitchProfile: () => void }) {
  const { snapshot } = useSessionContext();
  const profiles = useProfiles();
  const lastScopes = useUiStore((s) => s.lastScopes);
  const profile = profiles.data?.find((p) => p.id === snapshot?.activeProfileId);
  const session = snapshot?.session;
  const notice =
    session?.status === 'signed-out'
      ? signedOutMessage(session.reason ?? 'session-expired', session.message)
      : null;
  return (
    <Modal title="Sign in again" width="44rem">
      <Banner tone="info" title={notice?.title ?? 'Your session has ended'} live={false}>
        {notice?.detail ?? 'Sign in again to carry on. Anything you were typing is kept.'}
      </Banner>
      {profile ? (
        <SignInPanel profile={profile} headingLevel={2} initialScopes={lastScopes} />
      ) : null}
      <div className="form-actions">
        <Button variant="ghost" onClick={onSwitchProfile}>
          Use another profile
        </Button>
      </div>
    </Modal>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBridge } from '../session/bridge-context.tsx';
import { useSessionContext } from '../session/session-context.tsx';
import { Button } from '../components/controls/Button.tsx';
import { CreditGauge } from '../components/credit-gauge/CreditGauge.tsx';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { useProfiles } from '../sign-in/use-profiles.ts';
import { FinderButton } from '../finder/FinderButton.tsx';
import { UserBadge } from './UserBadge.tsx';

/** Profile, user, the quick finder, the credit gauge (always visible) and sign out. */
export function TopBar() {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { snapshot } = useSessionContext();
  const profiles = useProfiles();
  const [signingOut, setSigningOut] = useState(false);
  const profile = profiles.data?.find((p) => p.id === snapshot?.activeProfileId);

  const signOut = async () => {
    setSigningOut(true);
    const result = await bridge.signOut();
    setSigningOut(false);
    if (!result.ok) {
      toast.showError(result.error, 'Could not sign out');
      return;
    }
    // Nothing of this account stays in memory for whoever signs in next.
    queryClient.clear();
  };

  return (
    <header className="shell-top">
      <span className="brand">Floorboard</span>
      {/* A long profile name ends in an ellipsis in a narrow window: the tooltip has it whole. */}
      <span
        className="top-profile"
        title={profile ? [profile.name, profile.baseUrl].filter(Boolean).join(' · ') : undefined}
      >
        <span className="visually-hidden">Profile: </span>
        {profile?.name ?? ''}
      </span>
      <UserBadge />
      <span className="top-spacer" />
      <FinderButton />
      <CreditGauge />
      <Button size="sm" icon="signOut" busy={signingOut} onClick={() => void signOut()}>
        Sign out
      </Button>
    </header>
  );
}

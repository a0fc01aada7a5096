import { useState } from 'react';
import { Shell } from '../shell/Shell.tsx';
import { SignInAgainDialog } from '../sign-in/SignInAgainDialog.tsx';
import { SignInScreen } from '../sign-in/SignInScreen.tsx';
import { useBridge } from '../session/bridge-context.tsx';
import { useSessionContext } from '../session/session-context.tsx';
import { Splash } from '../components/status/Splash.tsx';

/**
 * Which screen the session calls for. Once the shell has been shown, a session that ends on its
 * own (expired, unreadable) keeps the shell mounted under a "sign in again" dialog, so views
 * and half-filled forms survive; only signing out on purpose returns to the sign-in screen.
 */
export function Gate() {
  const bridge = useBridge();
  const { snapshot, loadError, refresh, signInRequested, requestSignIn } = useSessionContext();
  const [hadShell, setHadShell] = useState(false);
  const session = snapshot?.session;

  // Remembered from earlier renders (React's "adjust state while rendering" pattern).
  if (session?.status === 'signed-in' && !hadShell) setHadShell(true);

  if (!session) {
    return <Splash text="Starting…" error={loadError} onRetry={() => void refresh()} />;
  }
  if (session.status === 'signed-in') {
    // A view met "signed out" before main's session push: the same dialog, and leaving it
    // means signing out properly.
    const leave = () => {
      requestSignIn(false);
      void bridge.signOut();
    };
    return (
      <Shell overlay={signInRequested ? <SignInAgainDialog onSwitchProfile={leave} /> : null} />
    );
  }
  if (!hadShell) {
    return session.status === 'restoring' ? (
      <Splash text="Resuming your sign-in…" />
    ) : (
      <SignInScreen />
    );
  }
  if (session.status === 'restoring') {
    return <Shell overlay={<Splash text="Resuming your sign-in…" />} />;
  }
  if (session.reason === 'signed-out') {
    setHadShell(false);
    return <SignInScreen />;
  }
  return <Shell overlay={<SignInAgainDialog onSwitchProfile={() => setHadShell(false)} />} />;
}

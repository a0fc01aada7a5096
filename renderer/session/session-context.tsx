/**
 * The session as main reports it: the first `getSession()` answer, then every `onSession` and
 * `onSignInProgress` push. Main is the source of truth; the renderer never guesses a session.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { SessionSnapshot } from '../../shared/bridge/contract.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import type { SessionState, SignInProgress } from '../../shared/bridge/session.ts';
import { useBridge } from './bridge-context.tsx';

interface SessionContextValue {
  /** `null` until main first answers. */
  readonly snapshot: SessionSnapshot | null;
  /** Main could not be asked at all (the bridge is down). */
  readonly loadError: BridgeError | null;
  readonly refresh: () => Promise<void>;
  /** A view met a signed-out error: show sign-in over the shell, keeping its state. */
  readonly signInRequested: boolean;
  readonly requestSignIn: (requested: boolean) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const bridge = useBridge();
  const [snapshot, setSnapshot] = useState<SessionSnapshot | null>(null);
  const [loadError, setLoadError] = useState<BridgeError | null>(null);
  const [signInRequested, requestSignIn] = useState(false);

  const refresh = useCallback(async () => {
    const result = await bridge.getSession();
    if (result.ok) {
      setSnapshot(result.value);
      setLoadError(null);
    } else {
      setLoadError(result.error);
    }
  }, [bridge]);

  useEffect(() => {
    let pushed = false;
    const offSession = bridge.onSession((next) => {
      pushed = true;
      setSnapshot(next);
      setLoadError(null);
    });
    const offProgress = bridge.onSignInProgress((progress) =>
      setSnapshot((current) => (current ? { ...current, progress } : current)),
    );
    void bridge.getSession().then((result) => {
      // A push that arrived meanwhile is newer than this answer.
      if (pushed) return;
      if (result.ok) setSnapshot(result.value);
      else setLoadError(result.error);
    });
    return () => {
      offSession();
      offProgress();
    };
  }, [bridge]);

  const value = useMemo(
    () => ({ snapshot, loadError, refresh, signInRequested, requestSignIn }),
    [snapshot, loadError, refresh, signInRequested],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSessionContext() needs a <SessionProvider> above it');
  return value;
}

export function useSession(): SessionState | null {
  return useSessionContext().snapshot?.session ?? null;
}

export function useSignInProgress(): SignInProgress {
  return useSessionContext().snapshot?.progress ?? { phase: 'idle' };
}

/** The scopes and limits of a signed-in session, or `null` when not signed in. */
export function useSignedIn(): Extract<SessionState, { status: 'signed-in' }> | null {
  const session = useSession();
  return session?.status === 'signed-in' ? session : null;
}

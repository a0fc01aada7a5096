import { useCallback } from 'react';
import { useSignedIn } from './session-context.tsx';
import { useSignIn } from './use-sign-in.ts';

/**
 * Browser sign-in asking for the scopes the session has plus the missing ones, so nothing the
 * user already granted is lost. Progress shows in the shell's "waiting for your browser" dialog.
 */
export function useReauthorize() {
  const session = useSignedIn();
  const { browser, attempt } = useSignIn();
  const reauthorize = useCallback(
    (missing: readonly string[]) => {
      if (!session) return Promise.resolve(false);
      const scopes = [...new Set([...session.scopes, ...missing])];
      return browser(session.profileId, scopes);
    },
    [browser, session],
  );
  return { reauthorize, attempt };
}

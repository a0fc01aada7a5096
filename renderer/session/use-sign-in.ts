/**
 * Runs one sign-in through the bridge and keeps its outcome for the screen: pending, failed with
 * a typed error, or done. Main pushes the new session; we also ask for it so the screen never
 * waits on an event that raced the reply.
 */
import { useCallback, useState } from 'react';
import type { SignInOutcome } from '../../shared/bridge/contract.ts';
import type { BridgeError, BridgeResult } from '../../shared/bridge/errors.ts';
import type { SignInMethod } from '../../shared/bridge/session.ts';
import { useBridge } from './bridge-context.tsx';
import { useSessionContext } from './session-context.tsx';
import { useUiStore } from '../state/ui-store.ts';

export type SignInAttempt =
  | { readonly status: 'idle' }
  | { readonly status: 'pending'; readonly method: SignInMethod }
  | { readonly status: 'failed'; readonly method: SignInMethod; readonly error: BridgeError }
  | { readonly status: 'done'; readonly method: SignInMethod };

export function useSignIn() {
  const bridge = useBridge();
  const { refresh, requestSignIn } = useSessionContext();
  const setScopeShortfall = useUiStore((s) => s.setScopeShortfall);
  const [attempt, setAttempt] = useState<SignInAttempt>({ status: 'idle' });

  const run = useCallback(
    async (
      method: SignInMethod,
      requested: readonly string[],
      call: () => Promise<BridgeResult<SignInOutcome>>,
    ): Promise<boolean> => {
      setAttempt({ status: 'pending', method });
      const result = await call();
      if (!result.ok) {
        setAttempt({ status: 'failed', method, error: result.error });
        return false;
      }
      const missing = result.value.scopesMissing;
      setScopeShortfall(missing.length > 0 ? { requested, missing } : null);
      setAttempt({ status: 'done', method });
      requestSignIn(false);
      await refresh();
      return true;
    },
    [refresh, requestSignIn, setScopeShortfall],
  );

  const browser = useCallback(
    (profileId: string, scopes: readonly string[]) =>
      run('oauth', scopes, () => bridge.signInWithBrowser(profileId, scopes)),
    [bridge, run],
  );
  const password = useCallback(
    (profileId: string, username: string, secret: string) =>
      run('password', [], () => bridge.signInWithPassword(profileId, username, secret)),
    [bridge, run],
  );
  const developer = useCallback(
    (profileId: string, accessToken: string, refreshToken: string) =>
      run('developer', [], () =>
        bridge.signInWithDeveloperTokens(profileId, accessToken, refreshToken),
      ),
    [bridge, run],
  );
  const cancel = useCallback(() => bridge.cancelSignIn(), [bridge]);
  const reset = useCallback(() => setAttempt({ status: 'idle' }), []);

  return { attempt, browser, password, developer, cancel, reset };
}

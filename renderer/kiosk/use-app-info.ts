/**
 * Whether this run is a kiosk: main's `app.info` answer, then every `app` event (an administrator
 * leaving kiosk mode). Nothing is rendered before the first answer, so a kiosk never flashes the
 * office app's sign-in screen.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AppInfo } from '../../shared/bridge/contract.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import { useBridge } from '../session/bridge-context.tsx';

export type AppInfoState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: BridgeError; readonly retry: () => void }
  | { readonly status: 'ready'; readonly info: AppInfo };

export function useAppInfo(): AppInfoState {
  const bridge = useBridge();
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [error, setError] = useState<BridgeError | null>(null);

  const load = useCallback(
    () =>
      bridge.getAppInfo().then((result) => {
        if (result.ok) return result.value;
        setError(result.error);
        return null;
      }),
    [bridge],
  );

  useEffect(() => {
    let pushed = false;
    const off = bridge.onAppInfo((next) => {
      pushed = true;
      setInfo(next);
      setError(null);
    });
    load()
      .then((answer) => {
        // A push that arrived meanwhile is newer than this answer.
        if (answer !== null && !pushed) setInfo(answer);
      })
      .catch(() => undefined);
    return off;
  }, [bridge, load]);

  const retry = useCallback(() => {
    setError(null);
    void load().then((answer) => {
      if (answer !== null) setInfo(answer);
    });
  }, [load]);

  if (info !== null) return { status: 'ready', info };
  if (error !== null) return { status: 'failed', error, retry };
  return { status: 'loading' };
}

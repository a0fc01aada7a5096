import { useEffect, useState } from 'react';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { redeemLaunchCode, takeLaunchCode, type AddressBar, type PostJson } from './launch-code.ts';

export type LaunchState =
  | { readonly phase: 'connecting' }
  | { readonly phase: 'ready'; readonly bridge: FloorboardBridge }
  | {
      readonly phase: 'needs-launch';
      readonly reason: 'no-code' | 'used-or-expired' | 'unreachable';
    };

export interface LaunchDeps {
  readonly bar: AddressBar;
  readonly post: PostJson;
  readonly bridgeFor: (secret: string) => FloorboardBridge;
  /** Fires when the fragment changes: a launch URL pasted into this tab. */
  readonly onHashChange: (listener: () => void) => () => void;
}

/**
 * The web host's page before it has a bridge: trades the launch code in the address for the
 * secret, or waits for a launch URL to be loaded into this tab (the fragment changes without a
 * reload), and recovers as soon as one works.
 */
export function useWebLaunch(deps: LaunchDeps): LaunchState {
  const [state, setState] = useState<LaunchState>({ phase: 'connecting' });

  useEffect(() => {
    let connected = false;
    let attempt = 0;
    const tryLaunch = (): void => {
      // Always strip a code from the address bar, even once connected.
      const code = takeLaunchCode(deps.bar);
      if (connected) return;
      if (code === null) {
        setState((current) =>
          current.phase === 'needs-launch' ? current : { phase: 'needs-launch', reason: 'no-code' },
        );
        return;
      }
      const mine = ++attempt;
      setState({ phase: 'connecting' });
      void redeemLaunchCode(code, deps.post).then((redemption) => {
        if (mine !== attempt || connected) return;
        if (!redemption.ok) {
          setState({ phase: 'needs-launch', reason: redemption.reason });
          return;
        }
        connected = true;
        setState({ phase: 'ready', bridge: deps.bridgeFor(redemption.secret) });
      });
    };
    tryLaunch();
    return deps.onHashChange(tryLaunch);
  }, [deps]);

  return state;
}

import { useCallback, useEffect, useState } from 'react';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import type { HostStatus } from './host-watch.ts';
import { readLaunchAddress } from './launch-address.ts';
import { redeemLaunchCode, takeLaunchCode, type AddressBar, type PostJson } from './launch-code.ts';

export type LaunchFailure = 'used-or-expired' | 'unreachable';

export type LaunchState =
  | { readonly phase: 'connecting' }
  | {
      readonly phase: 'ready';
      readonly bridge: FloorboardBridge;
      /** Counts launches in this tab: each new one is a new host session, with a fresh app. */
      readonly launch: number;
      readonly host: HostStatus;
      /** A later launch address that did not work; the current session stays. */
      readonly refused: LaunchFailure | null;
    }
  | { readonly phase: 'needs-launch'; readonly reason: 'no-code' | LaunchFailure };

/** The bridge to one host session, and the way to stop it when a newer launch replaces it. */
export interface WebConnection {
  readonly bridge: FloorboardBridge;
  close(): void;
}

export interface LaunchDeps {
  readonly bar: AddressBar;
  readonly post: PostJson;
  /** Opens the bridge with a secret; `onHost` hears whether its host still serves this page. */
  readonly connect: (secret: string, onHost: (status: HostStatus) => void) => WebConnection;
  /** Fires when the fragment changes: a launch URL pasted into this tab. */
  readonly onHashChange: (listener: () => void) => () => void;
  /** The page's origin, which a pasted launch address is read against. */
  readonly origin: string;
  /** Loads a launch address of a host on another port into this tab. */
  readonly navigate: (url: string) => void;
}

export interface WebLaunch {
  readonly state: LaunchState;
  /** A launch address or code typed into the page; false when it is neither. */
  readonly submit: (text: string) => boolean;
  /** Forgets a refused later launch (its notice was read). */
  readonly dismissRefused: () => void;
}

/**
 * The web host's page and its launches: trades the launch code in the address for the secret,
 * and takes every later launch address too (loaded into the tab or pasted into the page), even
 * while a session is open: the newest launch wins, so a tab left open across a restart of the
 * host gets back in with the new address. The host's status comes with the session.
 */
export function useWebLaunch(deps: LaunchDeps): WebLaunch {
  const [state, setState] = useState<LaunchState>({ phase: 'connecting' });
  // One launcher per page (and per deps, in tests): it outlives effects that React runs twice.
  const [launcher] = useState(() => createLauncher(deps, setState));

  useEffect(() => {
    launcher.fromAddressBar();
    return deps.onHashChange(launcher.fromAddressBar);
  }, [deps, launcher]);

  const submit = useCallback(
    (text: string): boolean => {
      const pasted = readLaunchAddress(text, deps.origin);
      if (pasted === null) return false;
      if (pasted.kind === 'elsewhere') deps.navigate(pasted.url);
      else launcher.redeem(pasted.code);
      return true;
    },
    [deps, launcher],
  );

  const dismissRefused = useCallback(
    () => setState((now) => (now.phase === 'ready' ? { ...now, refused: null } : now)),
    [],
  );

  return { state, submit, dismissRefused };
}

type SetState = (update: LaunchState | ((now: LaunchState) => LaunchState)) => void;

function createLauncher(deps: LaunchDeps, setState: SetState) {
  let current: WebConnection | null = null;
  let attempt = 0;
  let pending = 0;
  let launches = 0;

  const redeem = (code: string): void => {
    const mine = ++attempt;
    pending += 1;
    if (current === null) setState({ phase: 'connecting' });
    void redeemLaunchCode(code, deps.post).then((redemption) => {
      pending -= 1;
      // Only the newest address counts; an older one answering late changes nothing.
      if (mine !== attempt) return;
      if (!redemption.ok) {
        const reason = redemption.error;
        setState((now) =>
          now.phase === 'ready' ? { ...now, refused: reason } : { phase: 'needs-launch', reason },
        );
        return;
      }
      current?.close();
      const launch = ++launches;
      const onHost = (host: HostStatus): void =>
        setState((now) =>
          now.phase === 'ready' && now.launch === launch ? { ...now, host } : now,
        );
      current = deps.connect(redemption.value, onHost);
      setState({ phase: 'ready', bridge: current.bridge, launch, host: 'live', refused: null });
    });
  };

  const fromAddressBar = (): void => {
    // Always strip a code from the address bar.
    const code = takeLaunchCode(deps.bar);
    if (code !== null) redeem(code);
    else if (current === null && pending === 0) {
      setState((now) =>
        now.phase === 'needs-launch' ? now : { phase: 'needs-launch', reason: 'no-code' },
      );
    }
  };

  return { redeem, fromAddressBar };
}

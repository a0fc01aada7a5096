import type { ConnectionEvent } from './web-transport.ts';

/**
 * Whether the host this page was launched into still serves it. `live` while the bridge socket
 * is open, `reconnecting` just after it dropped. When a new socket fails to open, the page asks
 * its own origin for any answer: a host that answers but refused the socket no longer knows this
 * page's secret, so it is a new run (`restarted`, and nothing this page shows is current); no
 * answer at all is `stopped` (or started again at another address).
 */
export type HostStatus = 'live' | 'reconnecting' | 'stopped' | 'restarted';

/** Resolves true when anything answers HTTP at the page's origin. */
export type ProbeHost = () => Promise<boolean>;

export function watchHost(
  probe: ProbeHost,
  report: (status: HostStatus) => void,
): (event: ConnectionEvent) => void {
  // Only the newest probe may report: an older one answers for a moment that has passed.
  let latest = 0;
  return (event) => {
    const mine = ++latest;
    if (event === 'open') report('live');
    else if (event === 'dropped') report('reconnecting');
    else {
      void probe().then((answered) => {
        if (mine === latest) report(answered ? 'restarted' : 'stopped');
      });
    }
  };
}

/** The browser's probe: a HEAD of the page itself, never cached, with no credentials. */
export const browserProbeHost: ProbeHost = () =>
  fetch('/', { method: 'HEAD', cache: 'no-store', credentials: 'omit' }).then(
    () => true,
    () => false,
  );

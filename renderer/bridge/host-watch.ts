import { HOST_MARKER_HEADER, HOST_MARKER_VALUE } from '../../shared/bridge/web-protocol.ts';
import type { ConnectionEvent } from './web-transport.ts';

/**
 * Whether the host this page was launched into still serves it. `live` while the bridge socket
 * is open, `reconnecting` just after it dropped or after one failed attempt (an upgrade can fail
 * once for no lasting reason). From the second failed attempt in a row the page asks its own
 * origin whether Floorboard's web host answers there: if it does but refused the socket, it no
 * longer knows this page's secret, so it is a new run (`restarted`, and nothing this page shows
 * is current); no answer, or an answer from some other server that took the port, is `stopped`
 * (or started again at another address), from which the socket may still come back.
 */
export type HostStatus = 'live' | 'reconnecting' | 'stopped' | 'restarted';

/** Resolves true when Floorboard's web host (not just anything) answers at the page's origin. */
export type ProbeHost = () => Promise<boolean>;

/** Failed attempts in a row before the page decides what became of the host. */
export const FAILURES_BEFORE_VERDICT = 2;

export function watchHost(
  probe: ProbeHost,
  report: (status: HostStatus) => void,
): (event: ConnectionEvent) => void {
  // Only the newest probe may report: an older one answers for a moment that has passed.
  let latest = 0;
  let failures = 0;
  return (event) => {
    const mine = ++latest;
    if (event !== 'failed') {
      failures = 0;
      report(event === 'open' ? 'live' : 'reconnecting');
      return;
    }
    failures += 1;
    if (failures < FAILURES_BEFORE_VERDICT) {
      report('reconnecting');
      return;
    }
    void probe().then((ours) => {
      if (mine === latest) report(ours ? 'restarted' : 'stopped');
    });
  };
}

/** The browser's probe: a HEAD of the page itself, never cached, with no credentials. */
export const browserProbeHost: ProbeHost = () =>
  fetch('/', { method: 'HEAD', cache: 'no-store', credentials: 'omit' }).then(
    (response) => response.headers.get(HOST_MARKER_HEADER) === HOST_MARKER_VALUE,
    () => false,
  );

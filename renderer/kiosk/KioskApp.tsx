import type { KioskInfo } from '../../shared/bridge/contract.ts';
import { useSessionContext } from '../session/session-context.tsx';
import { AdminNeeded } from './AdminNeeded.tsx';
import { Board } from './Board.tsx';
import { KioskNotice } from './KioskNotice.tsx';
import './kiosk.css';

/**
 * The kiosk's whole renderer: the floor board while the kiosk's stored sign-in works;
 * otherwise a full-screen notice — never a login form, since only an administrator signs in, and
 * outside kiosk mode. Main retries an unreachable service by itself, so that notice only waits.
 */
export function KioskApp({ info }: { readonly info: KioskInfo }) {
  const { snapshot, loadError, refresh } = useSessionContext();
  const session = snapshot?.session;
  const view = (() => {
    if (!session) {
      return loadError ? (
        <KioskNotice
          title="Can’t reach Floorboard"
          detail="The board’s connection to the app failed."
          retry={() => void refresh()}
        />
      ) : (
        <KioskNotice title="Starting…" />
      );
    }
    if (session.status === 'signed-in') return <Board info={info} />;
    if (session.status === 'restoring') return <KioskNotice title="Connecting to the service…" />;
    if (session.reason === 'unreachable') {
      return (
        <KioskNotice
          title="Can’t reach the service — retrying"
          detail="The kiosk keeps trying by itself. The board comes back when the network or the service does."
        />
      );
    }
    return <AdminNeeded reason={session.reason} />;
  })();
  return <div className="kiosk">{view}</div>;
}

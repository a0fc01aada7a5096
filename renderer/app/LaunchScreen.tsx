import type { LaunchState } from '../bridge/use-web-launch.ts';
import { LaunchAddressForm } from './LaunchAddressForm.tsx';
import '../components/status/splash.css';

type Reason = Extract<LaunchState, { phase: 'needs-launch' }>['reason'];

const LEADS: Record<Reason, string> = {
  'no-code': 'This window needs a launch address from Floorboard.',
  'used-or-expired': 'This launch address has already been used or has expired.',
  unreachable: 'Floorboard is not answering at this address.',
};

/**
 * The web host's page without its session: opened from a bookmark, reloaded, in a new tab, or
 * with a spent launch address. Each launch address works once, so the screen says where to get
 * a new one, and takes it in a field: the app window has no address bar to paste it into. The
 * page also connects by itself when one is loaded into the tab.
 */
export function LaunchScreen({
  reason,
  onSubmit,
}: {
  readonly reason: Reason;
  readonly onSubmit: (text: string) => boolean;
}) {
  return (
    <main className="splash launch-screen">
      <p className="brand">Floorboard</p>
      <div role="alert" className="splash-error">
        <h1 className="state-title">Open Floorboard from where you started it</h1>
        <p className="muted">
          {LEADS[reason]} Each launch address works once, so a reload, a new tab or a bookmark
          cannot reuse it.
        </p>
        {reason === 'unreachable' ? (
          <ol className="launch-steps">
            <li>
              Start it again in a terminal: <kbd>npm start</kbd>.
            </li>
            <li>It opens its own window (close this one), or prints the address to open.</li>
          </ol>
        ) : (
          <ol className="launch-steps">
            <li>
              Go to the terminal where you ran <kbd>npm start</kbd> (or <kbd>npm run web</kbd>).
            </li>
            <li>
              Press <kbd>Enter</kbd> there: it prints a new address after <code>launch-url:</code>.
            </li>
            <li>Paste that address below. The app opens here by itself.</li>
          </ol>
        )}
      </div>
      <LaunchAddressForm onSubmit={onSubmit} />
    </main>
  );
}

import type { LaunchFailure } from '../bridge/use-web-launch.ts';
import { Modal } from '../components/controls/Modal.tsx';
import { LaunchAddressForm } from './LaunchAddressForm.tsx';
import '../components/status/splash.css';

/**
 * Over the app when its host is gone: what the window shows is from before, so it says so and
 * keeps the stale screen out of reach (a modal makes the rest inert) until a new launch address
 * brings a live session, which replaces the app with a fresh one.
 */
export function HostLostDialog({
  status,
  refused,
  onSubmit,
}: {
  readonly status: 'stopped' | 'restarted';
  readonly refused: LaunchFailure | null;
  readonly onSubmit: (text: string) => boolean;
}) {
  const restarted = status === 'restarted';
  return (
    <Modal title={restarted ? 'Floorboard was restarted' : 'Floorboard has stopped'}>
      <p role="alert">
        This window still shows what it showed before {restarted ? 'the restart' : 'it stopped'}:
        none of it is up to date, and nothing done here reaches Floorboard.
      </p>
      <ol className="launch-steps">
        {restarted ? (
          <>
            <li>
              In the terminal where Floorboard runs, press <kbd>Enter</kbd>: it prints a new address
              after <code>launch-url:</code>.
            </li>
            <li>Paste that address below. The app opens again here, up to date.</li>
          </>
        ) : (
          <>
            <li>
              Start it again in a terminal: <kbd>npm start</kbd>. It opens a new window; close this
              one.
            </li>
            <li>
              Or, if it is running, press <kbd>Enter</kbd> in its terminal and paste the new address
              below.
            </li>
          </>
        )}
      </ol>
      {refused === null ? null : (
        <p className="launch-form-error">
          {refused === 'used-or-expired'
            ? 'That launch address was already used or has expired: press Enter for a new one.'
            : 'Floorboard did not answer that launch address.'}
        </p>
      )}
      <LaunchAddressForm onSubmit={onSubmit} />
    </Modal>
  );
}

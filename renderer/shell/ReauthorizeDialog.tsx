import type { SignInProgress } from '../../shared/bridge/session.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { WaitingForBrowser } from '../sign-in/WaitingForBrowser.tsx';

/** "Waiting for your browser" over the shell while a re-authorization runs. */
export function ReauthorizeDialog({
  progress,
}: {
  readonly progress: Exclude<SignInProgress, { phase: 'idle' }>;
}) {
  const bridge = useBridge();
  return (
    <Modal title="Re-authorize in your browser">
      <WaitingForBrowser progress={progress} onCancel={() => void bridge.cancelSignIn()} />
    </Modal>
  );
}

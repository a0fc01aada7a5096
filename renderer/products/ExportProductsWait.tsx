import type { ReplicaStatus } from '../../shared/replica/types.ts';
import { Button } from '../components/controls/Button.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { formatInteger } from '../format/number.ts';

/** Why products cannot be exported yet and when they can, in the user's terms. */
export function exportWaitText(status: ReplicaStatus): string {
  const { records, estimatedTotal, secondsLeft, waitingForCreditsSeconds } = status;
  switch (status.phase) {
    case 'first-sync': {
      const copied =
        estimatedTotal === null
          ? `${formatInteger(records)} products copied so far`
          : `${formatInteger(records)} of about ${formatInteger(estimatedTotal)} products copied`;
      const wait =
        waitingForCreditsSeconds !== null && waitingForCreditsSeconds > 0
          ? `, waiting for credits — ${formatInteger(Math.ceil(waitingForCreditsSeconds))} s`
          : secondsLeft !== null && secondsLeft > 0
            ? `, about ${formatInteger(secondsLeft)} s left at the account's credit rate`
            : '';
      return `Products are exported from the catalogue copy on this computer, so that every product is in the file and no credits are spent. The copy is still being made: ${copied}${wait}. The export can start as soon as it is complete; this window will offer it then.`;
    }
    case 'failed':
      return `Products are exported from the catalogue copy on this computer, and making it stopped: ${status.error ?? 'unknown error'}. Use "Refresh now" beside the catalogue status to try again; the export can start once the copy is complete.`;
    case 'off':
      return 'Products are exported from the catalogue copy on this computer, and this sign-in does not make one (it cannot read the product list). Sign in with a token that can read products to export them.';
    case 'ready':
      return '';
  }
}

/**
 * Why products cannot be exported yet, and when they can: the export reads the complete
 * catalogue copy (every row, no credits), which is still being made, stopped, or not made for
 * this sign-in. Shown instead of the export's choices; it follows the copy's progress, and the
 * export's choices take its place once the copy is up to date.
 */
export function ExportProductsWait({
  status,
  onClose,
}: {
  readonly status: ReplicaStatus;
  readonly onClose: () => void;
}) {
  return (
    <Modal title="Export products" onClose={onClose} width="32rem">
      <div className="import-step">
        <p role="status">{exportWaitText(status)}</p>
        <div className="dialog-actions">
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
    </Modal>
  );
}

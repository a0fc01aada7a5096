/** Why an import could not start because its journal could not be made, in the user's terms. */
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import { JournalFolderBusy } from './folder-busy.ts';
import { asWriteError } from './journal-disk.ts';

export function journalCreateError(error: unknown): BridgeError {
  if (error instanceof JournalFolderBusy) return { kind: 'invalid-input', message: error.message };
  const written = asWriteError(error);
  return {
    kind: 'server',
    message: written.diskFull
      ? 'The disk is full: the import’s journal could not be written, so nothing was sent. Free some disk space and start the import again.'
      : `The import’s journal could not be written (${written.detail}), so nothing was sent. Start the import again once the disk can be written to.`,
  };
}

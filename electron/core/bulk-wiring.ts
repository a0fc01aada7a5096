/**
 * Connects bulk work to the session: exports stop whenever the session ends; signing out (not
 * an expiry) also deletes the profile's import journals, as it wipes the catalogue copy, except
 * those of runs that can still be resumed (the only record of which rows were applied).
 */
import type { SessionSnapshot } from '../../shared/bridge/contract.ts';
import type { ExportService } from '../bulk/export/export-service.ts';
import type { ImportService } from '../bulk/import-service.ts';
import type { Logger } from '../log/logger.ts';
import type { SignInController } from './sign-in-controller-api.ts';

export function connectBulk(options: {
  readonly imports: Pick<ImportService, 'forget'>;
  readonly exports: Pick<ExportService, 'cancelAll'>;
  readonly controller: Pick<SignInController, 'subscribe'>;
  readonly log: Logger;
}): () => void {
  const { imports, exports, log } = options;
  const follow = async ({ session }: SessionSnapshot): Promise<void> => {
    if (session.status !== 'signed-out') return;
    exports.cancelAll();
    if (session.reason === 'signed-out') {
      await imports.forget(session.profileId, { keepResumable: true });
    }
  };
  return options.controller.subscribe((snapshot) => {
    follow(snapshot).catch((error: unknown) =>
      log.warn('Import journals could not be deleted at sign-out', { error: String(error) }),
    );
  });
}

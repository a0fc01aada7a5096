/**
 * Previews an uploaded file as an import of the chosen kind (run/preview.ts): the rows it would
 * change, the problems found and what it would cost. The plan is kept, under a preview id, for
 * the user to start.
 */
import { randomUUID } from 'node:crypto';
import { fail, ok, type BridgeError, type BridgeResult } from '../../../shared/bridge/errors.ts';
import type { ImportPreview } from '../../../shared/bulk/import-contract.ts';
import type { ImportKind } from '../../../shared/bulk/import-kinds.ts';
import { importColumns, previewImportFile, previewRows, type ImportPlan } from '../import-kinds.ts';
import type { KnownStatusesByProfile } from '../orders/known-statuses.ts';
import { describeEstimate } from '../run/estimate.ts';
import { remember } from './recent.ts';
import { scopeProblem } from './session-gate.ts';
import type { ImportServiceOptions } from './service-options.ts';
import type { Uploads } from './uploads.ts';

const PREVIEW_ROWS = 200;
const PREVIEW_PROBLEMS = 1000;

/** Previews kept for the user to start, by id. */
export type Previews = Map<string, { profileId: string; plan: ImportPlan }>;

export interface PreviewDeps {
  readonly options: ImportServiceOptions;
  readonly uploads: Uploads;
  readonly previews: Previews;
  readonly knownStatuses: KnownStatusesByProfile;
}

export async function previewUpload(
  deps: PreviewDeps,
  uploadId: string,
  kind: ImportKind,
): Promise<BridgeResult<ImportPreview>> {
  const { options, uploads } = deps;
  const problem = scopeProblem(options.session, kind);
  if (problem) return problem;
  const upload = uploads.get(uploadId);
  const session = options.session();
  if (!upload || !session || upload.profileId !== session.profileId) {
    return fail({ kind: 'invalid-input', message: 'Choose the file again.' });
  }
  const result = await previewImportFile(kind, {
    execute: options.execute,
    schema: options.schema,
    bytes: Buffer.concat(upload.chunks),
    fileName: upload.fileName,
    knownStatuses: deps.knownStatuses.of(session.profileId),
    ...options.credits(),
    onProgress: (checked, total) => options.emitCheck({ uploadId, checked, total }),
  });
  if (!result.ok) {
    if (result.error.kind === 'service') return fail(result.error.error);
    return fail(refusedFile(upload.fileName, result.error.file.message));
  }
  uploads.delete(uploadId);
  const { plan, problems, estimate, checkCredits } = result.value;
  const previewId = randomUUID();
  remember(deps.previews, previewId, { profileId: session.profileId, plan });
  return ok({
    previewId,
    kind,
    fileName: plan.fileName,
    columns: importColumns(kind),
    changes: previewRows(plan, PREVIEW_ROWS),
    changeCount: plan.rows.length,
    problems: problems.slice(0, PREVIEW_PROBLEMS),
    problemCount: problems.length,
    estimate: {
      changes: estimate.changes,
      credits: estimate.credits,
      seconds: estimate.seconds,
      fastestSeconds: estimate.fastestSeconds,
      text: describeEstimate(estimate),
    },
    checkCredits,
  });
}

/** A file refused whole is bad input to the preview; the message names the file, as it was chosen. */
function refusedFile(fileName: string, message: string): BridgeError {
  return { kind: 'invalid-input', message: `${fileName}: ${message}` };
}

import type { ImportOverview } from '../../shared/bulk/import-contract.ts';
import type { ImportKind } from '../../shared/bulk/import-kinds.ts';
import { ImportRunPanel } from './ImportRunPanel.tsx';
import { UnreadableJournalNote } from './UnreadableJournalNote.tsx';

/**
 * The profile's import runs that still matter: running, stopped or interrupted (offered for
 * resuming after a restart), and finished ones until dismissed. Journals that cannot be read
 * say so, and where journals cannot outlive this run, that is said too, as is a key file sealing
 * them in place of a keyring, and another Floorboard holding this profile's imports.
 */
export function ImportRuns({
  kind,
  overview,
  onChanged,
}: {
  /** The runs of this kind: each view shows its own imports. */
  readonly kind: ImportKind;
  readonly overview: ImportOverview;
  readonly onChanged: () => void;
}) {
  const runs = overview.runs.filter((run) => run.kind === kind);
  const busy = overview.busyElsewhere;
  if (runs.length === 0 && overview.unreadable.length === 0 && busy === undefined) return null;
  return (
    <div className="import-runs">
      {busy === undefined ? null : (
        <p className="import-runs-note" role="status">
          {busy}
        </p>
      )}
      {runs.map((status) => (
        <ImportRunPanel key={status.runId} status={status} onChanged={onChanged} />
      ))}
      {overview.unreadable.map((journal) => (
        <UnreadableJournalNote key={journal.runId} journal={journal} onChanged={onChanged} />
      ))}
      {overview.memoryOnly && runs.some((run) => run.status === 'running' || run.resumable) ? (
        <p className="import-runs-note">
          {overview.memoryOnly} If Floorboard quits, the import cannot be resumed.
        </p>
      ) : null}
      {overview.keyFileSealed === true && runs.length > 0 ? (
        <p className="import-runs-note">
          Import journals are kept on this computer, sealed with a key file only your user account
          can read, not the system keyring.
        </p>
      ) : null}
    </div>
  );
}

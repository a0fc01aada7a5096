import { useState } from 'react';
import type { UnreadableJournal } from '../../shared/bulk/import-contract.ts';
import { IMPORT_KIND_INFO } from '../../shared/bulk/import-kinds.ts';
import { Button } from '../components/controls/Button.tsx';
import { formatTimestamp } from '../format/date.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { count } from './format.ts';

/** Which import a journal that cannot be read was, as far as it can be told. */
export function describeUnreadable(journal: UnreadableJournal): string {
  const what =
    journal.fileName === undefined
      ? 'An import'
      : `The import of ${journal.kind ? `${IMPORT_KIND_INFO[journal.kind].what} ` : ''}from ${journal.fileName}`;
  const facts = [
    journal.createdAt === undefined ? null : `started ${formatTimestamp(journal.createdAt)}`,
    journal.rows === undefined ? null : `${count(journal.rows)} rows`,
    journal.journalFile === undefined ? null : `journal ${journal.journalFile}`,
  ].filter((fact): fact is string => fact !== null);
  return facts.length === 0 ? what : `${what} (${facts.join(', ')})`;
}

/**
 * A journal that cannot be read: which import it was, why, and Dismiss, which sets the file aside
 * (kept, not deleted: it may be the only account of what that import applied).
 */
export function UnreadableJournalNote({
  journal,
  onChanged,
}: {
  readonly journal: UnreadableJournal;
  readonly onChanged: () => void;
}) {
  const bridge = useBridge();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const dismiss = async (): Promise<void> => {
    setBusy(true);
    const result = await bridge.controlImport(journal.runId, 'dismiss');
    setBusy(false);
    setMessage(result.ok ? null : result.error.message);
    onChanged();
  };
  return (
    <div className="import-runs-note" role="group" aria-label="Import journal that cannot be read">
      <p>
        {describeUnreadable(journal)}: {journal.message} It cannot be resumed; the file is kept
        aside when you dismiss this.
      </p>
      {message ? <p role="status">{message}</p> : null}
      <Button variant="ghost" busy={busy} onClick={() => void dismiss()}>
        Dismiss
      </Button>
    </div>
  );
}

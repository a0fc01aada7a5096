import { useState } from 'react';
import type { ImportAction, ImportStatus } from '../../shared/bulk/import-contract.ts';
import { Button } from '../components/controls/Button.tsx';
import { useBridge } from '../session/bridge-context.tsx';
import { deliverFile } from './deliver-file.ts';
import { ImportRowsTable } from './ImportRowsTable.tsx';
import { count, headline, settled, settlingNote, summary, timeLeftNote } from './format.ts';
import './bulk.css';

/**
 * One import run: its progress, why it waits or stopped, and what can be done with it — pause,
 * resume, cancel while it runs; export its results and dismiss it once it is over; look up the
 * rows whose outcome is unknown again once it has stopped (a check only: nothing is sent, so it
 * is offered for cancelled runs too, and only when a row is unknown).
 */
export function ImportRunPanel({
  status,
  onChanged,
}: {
  readonly status: ImportStatus;
  readonly onChanged: () => void;
}) {
  const bridge = useBridge();
  const [message, setMessage] = useState<string | null>(null);
  const [excel, setExcel] = useState(false);
  const [busy, setBusy] = useState<ImportAction | 'results' | null>(null);
  const [showRows, setShowRows] = useState(false);
  const act = async (action: ImportAction): Promise<void> => {
    setBusy(action);
    const result = await bridge.controlImport(status.runId, action);
    setBusy(null);
    setMessage(result.ok ? null : result.error.message);
    onChanged();
  };
  const exportResults = async (): Promise<void> => {
    setBusy('results');
    const result = await bridge.importResults(status.runId, excel);
    setBusy(null);
    setMessage(result.ok ? deliverFile(result.value) : result.error.message);
  };
  const done = settled(status);
  const running = status.status === 'running';
  const over = status.status === 'finished' || status.status === 'cancelled';
  const timeLeft = timeLeftNote(status);
  return (
    <section className="import-run" aria-label={`Import of ${status.fileName}`}>
      <div className="import-run-head">
        <h2 className="import-run-title">{headline(status)}</h2>
        <p className="import-run-counts">{summary(status)}</p>
      </div>
      <progress
        className="import-progress"
        max={Math.max(1, status.total)}
        value={done}
        aria-label={`${count(done)} of ${count(status.total)} rows done`}
      />
      {timeLeft ? <p className="import-run-note">{timeLeft}</p> : null}
      {running && status.settling ? (
        <p className="import-run-note" role="status">
          {settlingNote(status.settling, status.counts)}
        </p>
      ) : null}
      {status.stopReason ? (
        <p className="import-run-note import-run-stop">{status.stopReason}</p>
      ) : null}
      {message ? (
        <p className="import-run-note" role="status">
          {message}
        </p>
      ) : null}
      <div className="import-run-actions">
        {running ? (
          <Button icon="pause" busy={busy === 'pause'} onClick={() => void act('pause')}>
            Pause
          </Button>
        ) : null}
        {!running && status.resumable ? (
          <Button
            variant="primary"
            icon="play"
            busy={busy === 'resume'}
            onClick={() => void act('resume')}
          >
            Resume
          </Button>
        ) : null}
        {!running && status.counts.unknown > 0 ? (
          <Button
            busy={busy === 'recheck'}
            title="Looks each row whose outcome is unknown up in the service again; sends nothing"
            onClick={() => void act('recheck')}
          >
            Check unknown rows again
          </Button>
        ) : null}
        {!over ? (
          <Button variant="ghost" busy={busy === 'cancel'} onClick={() => void act('cancel')}>
            Cancel import
          </Button>
        ) : null}
        <Button aria-expanded={showRows} onClick={() => setShowRows((open) => !open)}>
          {showRows ? 'Hide rows' : 'Show rows'}
        </Button>
        <Button icon="download" busy={busy === 'results'} onClick={() => void exportResults()}>
          Export results
        </Button>
        <label className="import-excel">
          <input
            type="checkbox"
            checked={excel}
            onChange={(event) => setExcel(event.target.checked)}
          />
          For Excel
        </label>
        {over ? (
          <Button variant="ghost" busy={busy === 'dismiss'} onClick={() => void act('dismiss')}>
            Dismiss
          </Button>
        ) : null}
      </div>
      {showRows ? <ImportRowsTable status={status} /> : null}
    </section>
  );
}

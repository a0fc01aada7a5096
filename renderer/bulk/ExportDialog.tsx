import { useId, useState } from 'react';
import type { ExportTarget } from '../../shared/bulk/export-contract.ts';
import { Button } from '../components/controls/Button.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { count } from './format.ts';
import { useExport } from './use-export.ts';
import './bulk.css';

export interface ExportChoice {
  readonly label: string;
  readonly target: ExportTarget;
}

/**
 * Export a list to CSV: what to export (when there is a choice), a version for Excel, then the
 * run with its progress and Cancel. Main reads the rows and writes the file; closing the dialog
 * while it runs cancels it, and a cancelled export leaves no file.
 */
export function ExportDialog({
  title,
  choices,
  note,
  onClose,
}: {
  readonly title: string;
  readonly choices: readonly ExportChoice[];
  /** What the export reads and what it costs, in a sentence. */
  readonly note: string;
  readonly onClose: () => void;
}) {
  const { state, start, cancel } = useExport();
  const [choice, setChoice] = useState(0);
  const [excel, setExcel] = useState(false);
  const name = useId();
  const selected = choices[choice] ?? choices[0];
  const running = state.kind === 'running';

  return (
    <Modal title={title} onClose={onClose} width="32rem">
      <div className="import-step">
        {choices.length > 1 ? (
          <fieldset className="export-choices" disabled={running}>
            <legend className="visually-hidden">What to export</legend>
            {choices.map((c, index) => (
              <label key={c.label} className="export-choice">
                <input
                  type="radio"
                  name={name}
                  checked={index === choice}
                  onChange={() => setChoice(index)}
                />
                {c.label}
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="import-file-name">{selected?.label}</p>
        )}
        <p className="muted">{note}</p>
        <label className="import-excel">
          <input
            type="checkbox"
            checked={excel}
            disabled={running}
            onChange={(event) => setExcel(event.target.checked)}
          />
          For Excel (adds the marker Excel needs to read accents and symbols)
        </label>
        {running ? (
          <div role="status" className="export-progress">
            <p>
              {state.cancelling
                ? 'Cancelling…'
                : state.progress === null
                  ? 'Starting…'
                  : state.progress.total === null
                    ? `${count(state.progress.rows)} rows so far`
                    : `${count(state.progress.rows)} of ${count(state.progress.total)} rows`}
            </p>
            <progress
              className="import-progress"
              aria-label="Export progress"
              {...(state.progress?.total
                ? { max: state.progress.total, value: state.progress.rows }
                : {})}
            />
            {state.progress?.waitingSeconds ? (
              <p className="muted">
                Waiting for credits — {Math.ceil(state.progress.waitingSeconds)} s
              </p>
            ) : null}
          </div>
        ) : null}
        {state.kind === 'done' ? (
          <p role="status" className="export-done">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'cancelled' ? (
          <p role="status">Export cancelled; no file was written.</p>
        ) : null}
        {state.kind === 'failed' ? (
          <p role="alert" className="import-error">
            The export stopped and no file was written: {state.message}
          </p>
        ) : null}
        <div className="dialog-actions">
          {running ? (
            <Button disabled={state.cancelling} onClick={cancel}>
              Cancel export
            </Button>
          ) : (
            <>
              <Button onClick={onClose}>Close</Button>
              <Button
                variant="primary"
                icon="download"
                disabled={!selected}
                onClick={() => {
                  if (selected) void start(selected.target, excel);
                }}
              >
                {state.kind === 'done' ? 'Export again' : 'Export'}
              </Button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { ImportPreview } from '../../shared/bulk/import-contract.ts';
import { IMPORT_KIND_INFO, type ImportKind } from '../../shared/bulk/import-kinds.ts';
import { Button } from '../components/controls/Button.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { useBridge } from '../session/bridge-context.tsx';
import { count } from './format.ts';
import { ImportCells, ImportHeadCells } from './ImportHeadCells.tsx';
import { ImportKindChoice, useImportGates } from './ImportKindChoice.tsx';
import { uploadFile } from './upload-file.ts';
import './bulk.css';

type Step =
  | { readonly kind: 'pick'; readonly error: string | null }
  | {
      readonly kind: 'checking';
      readonly fileName: string;
      readonly checked: number;
      readonly total: number;
    }
  | { readonly kind: 'preview'; readonly preview: ImportPreview }
  | { readonly kind: 'starting'; readonly preview: ImportPreview };

/**
 * Import changes from a spreadsheet: choose what the file changes (stock or orders), choose a
 * CSV, see every row checked (nothing is sent yet), read what it will cost, confirm. The run then
 * continues in the background; the view the import was started from shows it.
 */
export function ImportDialog({
  initialKind,
  onClose,
  onStarted,
}: {
  readonly initialKind: ImportKind;
  readonly onClose: () => void;
  readonly onStarted: () => void;
}) {
  const bridge = useBridge();
  const gates = useImportGates();
  const [kind, setKind] = useState<ImportKind>(initialKind);
  const [step, setStep] = useState<Step>({ kind: 'pick', error: null });
  const uploadRef = useRef<string | null>(null);
  const info = IMPORT_KIND_INFO[kind];
  const allowed = gates[kind].allowed;

  useEffect(
    () =>
      bridge.onImportCheck((progress) => {
        if (progress.uploadId !== uploadRef.current) return;
        setStep((current) =>
          current.kind === 'checking'
            ? { ...current, checked: progress.checked, total: progress.total }
            : current,
        );
      }),
    [bridge],
  );

  const choose = async (file: File): Promise<void> => {
    setStep({ kind: 'checking', fileName: file.name, checked: 0, total: 0 });
    const uploaded = await uploadFile(bridge, file);
    if (!uploaded.ok) return setStep({ kind: 'pick', error: uploaded.error.message });
    uploadRef.current = uploaded.value;
    const result = await bridge.previewImport(uploaded.value, kind);
    // A file refused whole comes back as an error whose message names the file.
    if (!result.ok) return setStep({ kind: 'pick', error: result.error.message });
    setStep({ kind: 'preview', preview: result.value });
  };

  const start = async (preview: ImportPreview): Promise<void> => {
    setStep({ kind: 'starting', preview });
    const result = await bridge.startImport(preview.previewId);
    if (!result.ok) return setStep({ kind: 'pick', error: result.error.message });
    onStarted();
  };

  return (
    <Modal title={`Import ${info.what}`} onClose={onClose} width="46rem">
      {step.kind === 'pick' ? (
        <div className="import-step">
          <ImportKindChoice
            kind={kind}
            gates={gates}
            disabled={false}
            onChange={(next) => {
              setKind(next);
              setStep({ kind: 'pick', error: null });
            }}
          />
          <p>
            Choose a CSV file (UTF-8, comma-separated) whose first line names the columns{' '}
            {info.columns.map((column, i) => (
              <span key={column.label}>
                {i > 0 ? ', ' : ''}
                <strong>{column.label}</strong> ({column.help})
              </span>
            ))}
            . One change per row. Every row is checked first; nothing changes until you confirm.
          </p>
          <pre className="import-example" aria-label="Example">
            {info.example.join('\n')}
          </pre>
          <label className="import-file">
            <span className="import-file-label">CSV file</span>
            <input
              type="file"
              accept=".csv,text/csv"
              disabled={!allowed}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void choose(file);
              }}
            />
          </label>
          {step.error ? (
            <p className="import-error" role="alert">
              {step.error}
            </p>
          ) : null}
          <div className="dialog-actions">
            <Button onClick={onClose}>Close</Button>
          </div>
        </div>
      ) : null}
      {step.kind === 'checking' ? (
        <div className="import-step" role="status">
          <p>
            Checking {step.fileName}
            {step.total > 0
              ? `: ${count(step.checked)} of ${count(step.total)} ${info.checks}`
              : '…'}
          </p>
          <progress
            className="import-progress"
            max={Math.max(1, step.total)}
            value={step.checked}
            aria-label="Checking the file"
          />
        </div>
      ) : null}
      {step.kind === 'preview' || step.kind === 'starting' ? (
        <PreviewStep
          preview={step.preview}
          starting={step.kind === 'starting'}
          onBack={() => setStep({ kind: 'pick', error: null })}
          onStart={() => void start(step.preview)}
        />
      ) : null}
    </Modal>
  );
}

function PreviewStep({
  preview,
  starting,
  onBack,
  onStart,
}: {
  readonly preview: ImportPreview;
  readonly starting: boolean;
  readonly onBack: () => void;
  readonly onStart: () => void;
}) {
  const { changeCount, problemCount, columns } = preview;
  // Main refuses such a file before this step; a preview that holds nothing offers nothing.
  const nothingToImport = changeCount === 0 && problemCount === 0;
  return (
    <div className="import-step">
      <p className="import-file-name">{preview.fileName}</p>
      {problemCount > 0 ? (
        <section className="import-problems" aria-label="Rows with problems">
          <h3>
            {count(problemCount)} row{problemCount === 1 ? ' has a problem' : 's have problems'} and
            will not be sent
          </h3>
          <ul>
            {preview.problems.map((problem) => (
              <li key={problem.line}>{problem.message}</li>
            ))}
          </ul>
          {problemCount > preview.problems.length ? (
            <p className="muted">
              and {count(problemCount - preview.problems.length)} more, not listed here.
            </p>
          ) : null}
          <p className="muted">
            {changeCount > 0
              ? 'Fix them in the file and choose it again. Or import the rows that passed now: the run’s results list every row that was not sent, with its problem, to fix and import on their own under the same first line.'
              : 'Fix them in the file and choose it again.'}
          </p>
        </section>
      ) : changeCount === 0 ? (
        <p role="alert">The file has a header but no rows.</p>
      ) : (
        <p>Every row passed the checks.</p>
      )}
      {changeCount > 0 ? (
        <div className="import-table-wrap">
          <table className="import-table" aria-label="Changes to import">
            <thead>
              <tr>
                <ImportHeadCells columns={columns} />
              </tr>
            </thead>
            <tbody>
              {preview.changes.map((change) => (
                <tr key={change.line}>
                  <td className="num">{change.line}</td>
                  <ImportCells columns={columns} cells={change.cells} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {changeCount > 0 ? <p className="import-estimate">{preview.estimate.text}.</p> : null}
      <p className="muted">
        Checking the file used {count(preview.checkCredits)} credit
        {preview.checkCredits === 1 ? '' : 's'}.
      </p>
      <div className="dialog-actions">
        <Button onClick={onBack}>Choose another file</Button>
        {nothingToImport ? null : (
          <Button variant="primary" disabled={changeCount === 0} busy={starting} onClick={onStart}>
            Import {count(changeCount)} change{changeCount === 1 ? '' : 's'}
          </Button>
        )}
      </div>
    </div>
  );
}

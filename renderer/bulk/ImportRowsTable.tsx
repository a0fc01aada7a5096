import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type {
  ImportRowResult,
  ImportRowView,
  ImportStatus,
} from '../../shared/bulk/import-contract.ts';
import { Button } from '../components/controls/Button.tsx';
import { useBridge } from '../session/bridge-context.tsx';
import { ImportCells, ImportHeadCells } from './ImportHeadCells.tsx';
import { count, settled } from './format.ts';
import './bulk.css';

const PAGE = 100;

const TONES: Readonly<Record<ImportRowResult['result'], string>> = {
  Applied: 'is-applied',
  Failed: 'is-failed',
  Unknown: 'is-unknown',
  'Not sent': 'is-not-sent',
};

/**
 * A run's rows with what became of each: by default those that did not apply (failed with the
 * service's reason, unknown, not sent), or every line of the file. Follows the run as it settles.
 */
export function ImportRowsTable({ status }: { readonly status: ImportStatus }) {
  const bridge = useBridge();
  const [show, setShow] = useState<ImportRowView>('problems');
  const [limit, setLimit] = useState(PAGE);
  const selectId = useId();
  const done = settled(status);
  // Keyed by the settled count and the run's state: it reloads as rows settle and when it stops.
  const query = useQuery({
    queryKey: ['import-rows', status.runId, show, limit, done, status.status],
    queryFn: async () => {
      const result = await bridge.importRows(status.runId, show, 0, Math.min(limit, 200));
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    },
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? null;
  const columns = query.data?.columns ?? [];
  const error = query.isError ? query.error.message : null;

  return (
    <section className="import-rows" aria-label="Rows of this import">
      <div className="import-rows-head">
        <label htmlFor={selectId}>Show</label>
        <select
          id={selectId}
          className="input select"
          value={show}
          onChange={(event) => {
            setShow(event.target.value === 'all' ? 'all' : 'problems');
            setLimit(PAGE);
          }}
        >
          <option value="problems">Rows that did not apply</option>
          <option value="all">Every row</option>
        </select>
        {total !== null ? <span className="muted">{count(total)} rows</span> : null}
      </div>
      {error ? (
        <p className="import-error" role="alert">
          {error}
        </p>
      ) : total === 0 ? (
        <p className="muted">
          {show === 'problems' ? 'Every row so far applied.' : 'This import has no rows.'}
        </p>
      ) : (
        <div className="import-table-wrap">
          <table className="import-table" aria-label="Import results">
            <thead>
              <tr>
                <ImportHeadCells columns={columns} />
                <th scope="col">Result</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.line}>
                  <td className="num">{row.line}</td>
                  <ImportCells columns={columns} cells={row.cells} />
                  <td>
                    <span className={`import-result ${TONES[row.result]}`}>{row.result}</span>
                  </td>
                  <td className="import-details">{row.details}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total !== null && rows.length < total && limit < 200 ? (
        <div>
          <Button size="sm" onClick={() => setLimit((current) => current + PAGE)}>
            Show more rows
          </Button>
        </div>
      ) : null}
      {total !== null && total > rows.length && limit >= 200 ? (
        <p className="muted">
          The first {count(rows.length)} are shown; export the results for all of them.
        </p>
      ) : null}
    </section>
  );
}

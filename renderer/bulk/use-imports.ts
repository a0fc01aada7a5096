/** The active profile's import runs, kept current from main's `import` events. */
import { useCallback, useEffect, useState } from 'react';
import type { ImportOverview, ImportStatus } from '../../shared/bulk/import-contract.ts';
import { useBridge } from '../session/bridge-context.tsx';

const EMPTY: ImportOverview = { runs: [], unreadable: [], memoryOnly: null };

export function useImports(): { overview: ImportOverview; reload: () => void } {
  const bridge = useBridge();
  const [overview, setOverview] = useState<ImportOverview>(EMPTY);
  const reload = useCallback(() => {
    void bridge.importStatus().then((result) => {
      if (result.ok) setOverview(result.value);
    });
  }, [bridge]);
  useEffect(() => {
    reload();
    return bridge.onImport((status: ImportStatus) =>
      setOverview((current) => {
        const others = current.runs.filter((run) => run.runId !== status.runId);
        return { ...current, runs: [status, ...others].sort((a, b) => b.createdAt - a.createdAt) };
      }),
    );
  }, [bridge, reload]);
  return { overview, reload };
}

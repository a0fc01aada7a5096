/**
 * One export at a time from a dialog: starts it in main under a fresh id, follows its `export`
 * events, cancels it, and ends with what became of the file (saved, downloaded, cancelled).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExportProgress, ExportTarget } from '../../shared/bulk/export-contract.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { deliverFile } from './deliver-file.ts';
import { count } from './format.ts';

export type ExportState =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'running';
      readonly progress: ExportProgress | null;
      readonly cancelling: boolean;
    }
  | { readonly kind: 'done'; readonly message: string }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

export function useExport(): {
  state: ExportState;
  start: (target: ExportTarget, excel: boolean) => Promise<void>;
  cancel: () => void;
} {
  const bridge = useBridge();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const current = useRef<string | null>(null);

  useEffect(
    () =>
      bridge.onExport((progress) => {
        if (progress.exportId !== current.current) return;
        setState((s) => (s.kind === 'running' ? { ...s, progress } : s));
      }),
    [bridge],
  );

  const cancel = useCallback(() => {
    const id = current.current;
    if (id === null) return;
    setState((s) => (s.kind === 'running' ? { ...s, cancelling: true } : s));
    void bridge.cancelExport(id);
  }, [bridge]);

  // Closing the dialog (or leaving the view) stops an export still running.
  useEffect(() => cancel, [cancel]);

  const start = useCallback(
    async (target: ExportTarget, excel: boolean): Promise<void> => {
      const id = crypto.randomUUID();
      current.current = id;
      setState({ kind: 'running', progress: null, cancelling: false });
      const result = await bridge.runExport(id, target, excel);
      if (current.current !== id) return;
      current.current = null;
      if (!result.ok) return setState({ kind: 'failed', message: result.error.message });
      const { delivery, rows } = result.value;
      const delivered = deliverFile(delivery);
      setState(
        delivered === null
          ? { kind: 'cancelled' }
          : { kind: 'done', message: `${delivered} ${count(rows)} row${rows === 1 ? '' : 's'}.` },
      );
    },
    [bridge],
  );

  return { state, start, cancel };
}

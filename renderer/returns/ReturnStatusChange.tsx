import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Section } from '../components/layout/DetailPane.tsx';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { useOperationMutation } from '../data/use-operation.ts';
import { RETURN_STATUSES } from '../../shared/returns/statuses.ts';
import { refreshAfterReturnChange } from './return-change.ts';
import { returnStatusLabel } from './return-words.ts';

/**
 * "Update status", gated on change:returns. The reply is patched into the queue and the pane at
 * once. It is never re-sent by itself: after a lost reply main reads the return back and says
 * whether the change holds; if it does, the view shows it as done, and a retry the person asks
 * for is harmless (setting the status a return already has changes nothing).
 */
export function ReturnStatusChange({
  returnId,
  number,
  status,
  onChanged,
}: {
  readonly returnId: string;
  readonly number: string;
  readonly status: string | null;
  /** Called once the change holds, before it is patched into the queue and the pane. */
  readonly onChanged: () => void;
}) {
  const id = useId();
  const [next, setNext] = useState('');
  const queryClient = useQueryClient();
  const toast = useToast();
  const done = (word: string) => {
    setNext('');
    onChanged();
    toast.show({ tone: 'success', title: `Return #${number} is now “${returnStatusLabel(word)}”` });
  };
  const mutation = useOperationMutation('UpdateReturnStatus', {
    onSuccess: (result, variables) => {
      const changed = result.data.return_update_status?.return ?? null;
      done(changed?.status ?? variables.status);
      void refreshAfterReturnChange(queryClient, changed);
    },
    onError: (error, variables) => {
      // A lost reply that main found applied: done, and read back rather than sent again.
      if (error.error.kind === 'network' && error.error.applied === 'yes') {
        mutation.reset();
        done(variables.status);
        void refreshAfterReturnChange(queryClient, null);
      }
    },
  });
  const choices = RETURN_STATUSES.filter((word) => word !== status);
  const send = () => {
    if (next === '' || mutation.isPending) return;
    mutation.mutate({ returnId, status: next });
  };
  return (
    <Section title="Update status">
      <form
        className="return-status-form"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor={`${id}-next`}>New status</label>
        <select
          id={`${id}-next`}
          className="input"
          value={next}
          onChange={(event) => setNext(event.target.value)}
        >
          <option value="">Choose…</option>
          {choices.map((word) => (
            <option key={word} value={word}>
              {returnStatusLabel(word)}
            </option>
          ))}
        </select>
        <GatedAction
          operation="UpdateReturnStatus"
          type="submit"
          size="sm"
          busy={mutation.isPending}
          disabled={next === '' || mutation.isPending}
        >
          Update status
        </GatedAction>
      </form>
      <p className="muted return-status-hint">
        “Arrived” marks every item still expected as received; “Processed” puts the received items
        not marked damaged back in stock, once.
      </p>
      {mutation.error ? <ErrorView error={mutation.error} onRetry={send} /> : null}
    </Section>
  );
}

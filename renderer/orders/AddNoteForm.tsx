import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextAreaField } from '../components/form/TextField.tsx';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { useOperationMutation } from '../data/use-operation.ts';
import { MAX_NOTE_LENGTH } from '../../shared/orders/text-limits.ts';
import { refreshOrder } from './refresh-order.ts';

/** "Add note": written to the order's history, where the whole team sees it. */
export function AddNoteForm({ orderId }: { readonly orderId: string }) {
  const [note, setNote] = useState('');
  const [attempted, setAttempted] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useOperationMutation('AddOrderNote', {
    onSuccess: () => {
      setNote('');
      setAttempted(false);
      toast.show({ tone: 'success', title: 'Note added to the timeline' });
      void refreshOrder(queryClient, { id: orderId });
    },
  });
  const error = attempted && note.trim() === '' ? 'Write the note first' : null;
  return (
    <form
      className="note-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (note.trim() === '' || mutation.isPending) return;
        mutation.mutate({
          data: {
            order_id: orderId,
            history_entry: { source: 'Floorboard', message: note.trim() },
          },
        });
      }}
    >
      <TextAreaField
        label="Note"
        rows={2}
        maxLength={MAX_NOTE_LENGTH}
        value={note}
        error={error}
        onChange={setNote}
      />
      {mutation.error ? <ErrorView error={mutation.error} compact /> : null}
      <div>
        <GatedAction
          operation="AddOrderNote"
          type="submit"
          size="sm"
          busy={mutation.isPending}
          disabled={mutation.isPending}
        >
          Add note
        </GatedAction>
      </div>
    </form>
  );
}

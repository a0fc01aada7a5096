import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { Section } from '../components/layout/DetailPane.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { useOperationMutation, type OperationResult } from '../data/use-operation.ts';
import { isEnded } from '../../shared/purchase-orders/filters.ts';
import { refreshAfterPoChange } from './po-change.ts';
import { poName } from './po-name.ts';
import { checkReason, MAX_REASON_CHARS, noteWithReason } from './po-reason.ts';
import { useToday } from './today.ts';
import type { PurchaseOrderDetail } from './use-purchase-order.ts';

type Action =
  | { readonly kind: 'status'; readonly status: string }
  | { readonly kind: 'close' }
  | { readonly kind: 'cancel' };

/** What the confirmation says each change does, in the person's words. */
export function confirmation(action: Action, number: string): { title: string; text: string } {
  switch (action.kind) {
    case 'status':
      return {
        title: `Set ${poName(number)} to “${action.status}”?`,
        text: 'Statuses are the account’s own words: this one is saved exactly as typed. The PO stays open.',
      };
    case 'close':
      return {
        title: `Close ${poName(number)}?`,
        text: 'Closing says nothing more is coming on it: it leaves the open lists, and lines not received stay unreceived. Stock already received stays.',
      };
    case 'cancel':
      return {
        title: `Cancel ${poName(number)}?`,
        text: 'Cancelling tells the warehouse not to expect it: nothing more can be received on it.',
      };
  }
}

/** The note written for an action's reason; a retry of the same action and reason writes none. */
interface SavedNote {
  readonly action: Action;
  readonly reason: string;
}

function sameAction(a: Action, b: Action): boolean {
  if (a.kind === 'status' && b.kind === 'status') return a.status === b.status;
  return a.kind === b.kind;
}

function isSavedFor(saved: SavedNote | null, action: Action, reason: string | null): boolean {
  return saved !== null && sameAction(saved.action, action) && saved.reason === reason;
}

/** How the reason's line in the note names the change. */
function reasonLabel(action: Action): string {
  if (action.kind === 'close') return 'Closed';
  if (action.kind === 'cancel') return 'Cancelled';
  return `Status set to “${action.status}”`;
}

type Reply =
  | OperationResult<'SetPurchaseOrderStatus'>
  | OperationResult<'ClosePurchaseOrder'>
  | OperationResult<'CancelPurchaseOrder'>;

function changedPo(result: Reply) {
  const data = result.data;
  if ('purchase_order_close' in data) return data.purchase_order_close?.purchase_order ?? null;
  if ('purchase_order_cancel' in data) return data.purchase_order_cancel?.purchase_order ?? null;
  return data.purchase_order_set_fulfillment_status?.purchase_order ?? null;
}

/**
 * Change a purchase order: a status word, close or cancel, each after a confirmation. Gated on
 * change:purchase_orders (the buttons say what is missing). The reply patches the list at once.
 */
export function PoActions({ po }: { readonly po: PurchaseOrderDetail }) {
  const id = po.id ?? '';
  const number = po.po_number ?? id;
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState<Action | null>(null);
  const [reasonText, setReasonText] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  /** The reason went into the note for this action, and the action has not gone through (yet). */
  const [noteSavedFor, setNoteSavedFor] = useState<SavedNote | null>(null);
  const today = useToday();
  const queryClient = useQueryClient();
  const toast = useToast();
  const statusId = useId();
  const onSuccess = (result: Reply) => {
    const changed = changedPo(result);
    setPending(null);
    setStatus('');
    setReasonText('');
    setNoteSavedFor(null);
    toast.show({
      tone: 'success',
      title: `${poName(number)} is now “${changed?.fulfillment_status ?? 'changed'}”`,
    });
    void refreshAfterPoChange(queryClient, {
      id: changed?.id ?? id,
      fulfillment_status: changed?.fulfillment_status ?? null,
      date_closed: changed?.date_closed ?? null,
    });
  };
  const setStatusMutation = useOperationMutation('SetPurchaseOrderStatus', { onSuccess });
  const close = useOperationMutation('ClosePurchaseOrder', { onSuccess });
  const cancel = useOperationMutation('CancelPurchaseOrder', { onSuccess });
  const note = useOperationMutation('NotePurchaseOrder', {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['PurchaseOrderDetail'] }),
  });
  const busy = setStatusMutation.isPending || close.isPending || cancel.isPending || note.isPending;
  const error = setStatusMutation.error ?? close.error ?? cancel.error ?? note.error;
  const ended = isEnded(po);
  const typed = status.trim();

  const run = (action: Action) => {
    if (action.kind === 'status') setStatusMutation.mutate({ poId: id, status: action.status });
    else if (action.kind === 'close') close.mutate({ poId: id });
    else cancel.mutate({ poId: id });
  };
  /** The reason first (into the note), then the change: a refused note sends no change. */
  const confirm = async (action: Action) => {
    const check = checkReason(reasonText);
    if (!check.ok) {
      setReasonError(check.error);
      return;
    }
    setReasonError(null);
    // A failure of an earlier action is not this one's.
    for (const mutation of [setStatusMutation, close, cancel, note]) mutation.reset();
    if (check.value !== null && !isSavedFor(noteSavedFor, action, check.value)) {
      const text = noteWithReason(po.po_note, reasonLabel(action), today, check.value);
      try {
        await note.mutateAsync({ poId: id, note: text });
      } catch {
        return;
      }
      setNoteSavedFor({ action, reason: check.value });
    }
    run(action);
  };
  const asked = pending ? confirmation(pending, number) : null;
  const typedReason = checkReason(reasonText);
  const noteSaved =
    pending !== null && typedReason.ok && isSavedFor(noteSavedFor, pending, typedReason.value);
  const dismiss = () => {
    setPending(null);
    setReasonError(null);
    setNoteSavedFor(null);
  };

  return (
    <Section title="Change">
      {ended ? (
        <p className="muted">
          This purchase order is {po.fulfillment_status ?? 'closed'}: nothing more is expected on
          it.
        </p>
      ) : (
        <div className="po-actions">
          <form
            className="po-status-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (typed !== '') setPending({ kind: 'status', status: typed });
            }}
          >
            <label htmlFor={statusId}>New status</label>
            <input
              id={statusId}
              className="input po-status-input"
              autoComplete="off"
              placeholder="e.g. in-transit"
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            />
            <GatedAction
              operation="SetPurchaseOrderStatus"
              type="submit"
              size="sm"
              disabled={busy || typed === '' || typed === po.fulfillment_status}
            >
              Set status
            </GatedAction>
          </form>
          <GatedAction
            operation="ClosePurchaseOrder"
            size="sm"
            disabled={busy}
            onClick={() => setPending({ kind: 'close' })}
          >
            Close PO
          </GatedAction>
          {po.arrived_at === null ? (
            <GatedAction
              operation="CancelPurchaseOrder"
              size="sm"
              variant="danger"
              disabled={busy}
              onClick={() => setPending({ kind: 'cancel' })}
            >
              Cancel PO
            </GatedAction>
          ) : (
            <p className="muted po-action-note">
              Goods have arrived on it, so it cannot be cancelled: close it when nothing more is
              coming.
            </p>
          )}
        </div>
      )}
      {/* While the dialog is open, the error is shown in it. */}
      {error && !pending ? <ErrorView error={error} compact /> : null}
      {pending && asked ? (
        <Modal title={asked.title} onClose={dismiss} width="28rem">
          <p>{asked.text}</p>
          <TextField
            label="Reason (optional)"
            hint={`Added to the PO’s note with today’s date (the service keeps no reason for PO changes). Up to ${MAX_REASON_CHARS} characters.`}
            autoComplete="off"
            value={reasonText}
            error={reasonError}
            disabled={busy || noteSaved}
            onChange={setReasonText}
          />
          {noteSaved && error ? (
            <p role="alert">The reason is in the note, but the change did not go through.</p>
          ) : null}
          {error ? <ErrorView error={error} compact /> : null}
          <div className="dialog-actions">
            <Button onClick={dismiss} disabled={busy}>
              Keep it as it is
            </Button>
            <Button
              variant={pending.kind === 'cancel' ? 'danger' : 'primary'}
              busy={busy}
              disabled={busy}
              onClick={() => void confirm(pending)}
            >
              {pending.kind === 'status'
                ? 'Set status'
                : pending.kind === 'close'
                  ? 'Close PO'
                  : 'Cancel PO'}
            </Button>
          </div>
        </Modal>
      ) : null}
    </Section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CheckboxField } from '../components/form/CheckboxField.tsx';
import { SelectField } from '../components/form/SelectField.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { useOperationMutation } from '../data/use-operation.ts';
import {
  checkStatus,
  chosenStatus,
  EMPTY_CHOICE,
  isNewStatus,
  OTHER,
  similarStatus,
  type StatusChoice,
} from './status-form.ts';
import { refreshAfterStatusChange } from './update-status.ts';
import { useKnownStatuses } from './use-known-statuses.ts';

/**
 * "Update status": one of the statuses the account uses, or any other word, with an optional
 * reason. Gated on change:orders. The result shows as a toast and in the refreshed row and pane.
 */
export function UpdateStatusForm({
  orderId,
  orderNumber,
  current,
}: {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly current: string | null;
}) {
  const [form, setForm] = useState<StatusChoice>(EMPTY_CHOICE);
  const [attempted, setAttempted] = useState(false);
  const { statuses } = useKnownStatuses([current]);
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useOperationMutation('UpdateOrderFulfillmentStatus', {
    onSuccess: (result, variables) => {
      const order = result.data.order_update_fulfillment_status?.order;
      const status = order?.fulfillment_status ?? variables.data.fulfillment_status;
      setForm(EMPTY_CHOICE);
      setAttempted(false);
      toast.show({ tone: 'success', title: `Order ${orderNumber} is now “${status}”` });
      void refreshAfterStatusChange(queryClient, {
        id: order?.id ?? orderId,
        fulfillment_status: status,
        updated_at: order?.updated_at ?? null,
      });
    },
  });

  const errors = attempted ? checkStatus(form, current, statuses) : {};
  const listId = useId();
  const update = (patch: Partial<StatusChoice>) => setForm((f) => ({ ...f, ...patch }));
  const options = [
    { value: '', label: 'Choose a status…' },
    ...statuses.map((s) => ({ value: s, label: s === current ? `${s} (current)` : s })),
    { value: OTHER, label: 'Other…' },
  ];

  return (
    <form
      className="status-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        const status = chosenStatus(form);
        if (Object.keys(checkStatus(form, current, statuses)).length > 0 || status === null) return;
        const reason = form.reason.trim();
        mutation.mutate({
          data: { order_id: orderId, fulfillment_status: status, ...(reason ? { reason } : {}) },
        });
      }}
    >
      <div className="status-form-fields">
        <SelectField
          label="New status"
          value={form.choice}
          options={options}
          error={errors.choice ?? null}
          onChange={(choice) => update({ choice })}
        />
        {form.choice === OTHER ? (
          <TextField
            label="Other status"
            hint="A new word for this account; the ones it uses are in the list."
            autoComplete="off"
            list={listId}
            value={form.other}
            error={errors.other ?? null}
            onChange={(other) => update({ other, confirmNew: false })}
          />
        ) : null}
        <datalist id={listId}>
          {statuses.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        {isNewStatus(form, statuses) && similarStatus(form, statuses) === null ? (
          <div className="status-confirm">
            <CheckboxField
              label={`Create the new status “${chosenStatus(form) ?? ''}”`}
              description="No order of this account has it yet. Leading and trailing spaces are removed."
              checked={form.confirmNew}
              onChange={(confirmNew) => update({ confirmNew })}
            />
            {errors.confirmNew ? (
              <p className="field-error" role="alert">
                {errors.confirmNew}
              </p>
            ) : null}
          </div>
        ) : null}
        <TextField
          label="Reason"
          hint="Optional; kept in the order’s history."
          autoComplete="off"
          value={form.reason}
          onChange={(reason) => update({ reason })}
        />
      </div>
      {mutation.error ? <ErrorView error={mutation.error} compact /> : null}
      <div>
        <GatedAction
          operation="UpdateOrderFulfillmentStatus"
          type="submit"
          variant="primary"
          busy={mutation.isPending}
          disabled={mutation.isPending}
        >
          Update status
        </GatedAction>
      </div>
    </form>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Section } from '../components/layout/DetailPane.tsx';
import { SelectField } from '../components/form/SelectField.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { useOperationMutation } from '../data/use-operation.ts';
import {
  activeHolds,
  HOLD_NAMES,
  PLACEABLE_HOLDS,
  type Holds,
  type PlaceableHold,
} from './holds.ts';
import { refreshOrder } from './refresh-order.ts';
import { MAX_NOTE_LENGTH } from './AddNoteForm.tsx';

/**
 * The order's holds: which are on, clear one, or place one with a reason. The service records
 * the hold change itself; the reason goes to the timeline as a note right after it.
 */
export function HoldsSection({
  orderId,
  orderNumber,
  holds,
}: {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly holds: Holds | null | undefined;
}) {
  const active = activeHolds(holds);
  const free = PLACEABLE_HOLDS.filter((key) => !active.includes(key));
  const [kind, setKind] = useState<PlaceableHold>(free[0] ?? 'operator_hold');
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const toast = useToast();
  const note = useOperationMutation('AddOrderNote');
  const update = useOperationMutation('UpdateOrderHolds', {
    onSuccess: (result, variables) => {
      const changed = result.data.order_update_holds?.order;
      const placing = Object.values(variables.data).includes(true);
      const why = reason.trim();
      void refreshOrder(queryClient, { id: orderId, holds: changed?.holds ?? null }).then(() => {
        if (!placing || why === '') return;
        note.mutate(
          {
            data: {
              order_id: orderId,
              history_entry: { source: 'Floorboard', message: `Hold reason: ${why}` },
            },
          },
          { onSuccess: () => void refreshOrder(queryClient, { id: orderId }) },
        );
      });
      setReason('');
      toast.show({
        tone: 'success',
        title: placing ? `Order ${orderNumber} is on hold` : `Hold cleared on order ${orderNumber}`,
      });
    },
  });
  const busy = update.isPending || note.isPending;
  const choice = free.includes(kind) ? kind : (free[0] ?? kind);

  return (
    <Section title="Holds">
      {active.length === 0 ? (
        <p className="muted">No holds: the order can ship.</p>
      ) : (
        <ul className="holds">
          {active.map((key) => (
            <li key={key}>
              <span className="hold-badge">{HOLD_NAMES[key]}</span>
              {key === 'shipping_method_hold' ? null : (
                <GatedAction
                  operation="UpdateOrderHolds"
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => update.mutate({ data: { order_id: orderId, [key]: false } })}
                >
                  Clear {HOLD_NAMES[key].toLowerCase()}
                </GatedAction>
              )}
            </li>
          ))}
        </ul>
      )}
      {free.length > 0 ? (
        <form
          className="hold-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            update.mutate({ data: { order_id: orderId, [choice]: true } });
          }}
        >
          <SelectField
            label="Hold"
            value={choice}
            options={free.map((key) => ({ value: key, label: HOLD_NAMES[key] }))}
            onChange={(value) => {
              const next = free.find((key) => key === value);
              if (next) setKind(next);
            }}
          />
          <TextField
            label="Reason for the hold"
            hint="Optional; added to the timeline."
            autoComplete="off"
            maxLength={MAX_NOTE_LENGTH - 20}
            value={reason}
            onChange={setReason}
          />
          <div>
            <GatedAction operation="UpdateOrderHolds" type="submit" busy={busy} disabled={busy}>
              Place hold
            </GatedAction>
          </div>
        </form>
      ) : null}
      {update.error ? <ErrorView error={update.error} compact /> : null}
      {note.error ? (
        <p className="form-alert" role="alert">
          The hold is placed, but its reason was not saved: add it as a note.
        </p>
      ) : null}
    </Section>
  );
}

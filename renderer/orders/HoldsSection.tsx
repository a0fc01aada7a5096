import { useState } from 'react';
import { Section } from '../components/layout/DetailPane.tsx';
import { SelectField } from '../components/form/SelectField.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { Button } from '../components/controls/Button.tsx';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import {
  activeHolds,
  HOLD_NAMES,
  PLACEABLE_HOLDS,
  type Holds,
  type PlaceableHold,
} from '../../shared/orders/holds.ts';
import { MAX_NOTE_LENGTH } from '../../shared/orders/text-limits.ts';
import { holdReasonNote, useHoldChanges } from './use-hold-changes.ts';

/**
 * The order's holds: which are on, clear one, or place one with a reason. The service records
 * the hold change itself; the reason goes to the timeline as a note in the same request.
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
  const changes = useHoldChanges(orderId, orderNumber);
  const { busy } = changes;
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
                  onClick={() => changes.clearHold(key)}
                >
                  Clear {HOLD_NAMES[key].toLowerCase()}
                </GatedAction>
              )}
            </li>
          ))}
        </ul>
      )}
      {changes.unsaved ? (
        <div className="form-alert" role="alert">
          <p>The hold is placed, but its reason was not saved: “{changes.unsaved.reason}”.</p>
          <ErrorView error={changes.saveError ?? changes.unsaved.error} compact />
          <div>
            <Button size="sm" busy={busy} disabled={busy} onClick={() => changes.saveReason()}>
              Save the reason
            </Button>
          </div>
        </div>
      ) : null}
      {changes.holdFailed ? (
        <div className="form-alert" role="alert">
          <p>The reason is in the timeline, but the hold was not placed.</p>
          <ErrorView error={changes.holdFailed} compact />
        </div>
      ) : null}
      {free.length > 0 ? (
        <form
          className="hold-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            changes.placeHold(choice, reason, () => setReason(''));
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
            maxLength={MAX_NOTE_LENGTH - holdReasonNote('').length}
            value={reason}
            onChange={setReason}
          />
          <div>
            <GatedAction
              operation={reason.trim() === '' ? 'UpdateOrderHolds' : 'PlaceOrderHold'}
              type="submit"
              busy={busy}
              disabled={busy}
            >
              Place hold
            </GatedAction>
          </div>
        </form>
      ) : null}
      {changes.error ? <ErrorView error={changes.error} compact /> : null}
    </Section>
  );
}

/**
 * Placing and clearing an order's holds. A hold with a reason is one request (PlaceOrderHold: the
 * hold, then the reason as a note; the service has no reason field on holds). When only the note
 * failed, the hold stands and `unsaved` keeps the reason for `saveReason`, which sends the note
 * alone: the hold is never sent twice.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../components/toast/ToastProvider.tsx';
import type { OperationError } from '../data/operation-error.ts';
import { partialErrorAt } from '../data/partial-error.ts';
import { useOperationMutation } from '../data/use-operation.ts';
import type { PlaceableHold } from '../../shared/orders/holds.ts';
import { refreshOrder } from './refresh-order.ts';

/** The note a reason becomes in the timeline. */
export const holdReasonNote = (reason: string): string => `Hold reason: ${reason}`;

const NOTE_SOURCE = 'Floorboard';

/** A reason the service did not save although its hold was placed. */
export interface UnsavedReason {
  /** As typed (trimmed), without the "Hold reason:" the note puts in front. */
  readonly reason: string;
  readonly error: OperationError;
}

export function useHoldChanges(orderId: string, orderNumber: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [unsaved, setUnsaved] = useState<UnsavedReason | null>(null);
  /** The hold failed while its reason reached the timeline: placing again sends the hold alone. */
  const [holdFailed, setHoldFailed] = useState<OperationError | null>(null);

  const announce = (placing: boolean) =>
    toast.show({
      tone: 'success',
      title: placing ? `Order ${orderNumber} is on hold` : `Hold cleared on order ${orderNumber}`,
    });

  const update = useOperationMutation('UpdateOrderHolds', {
    onSuccess: (result, variables) => {
      const order = result.data.order_update_holds?.order;
      void refreshOrder(queryClient, { id: orderId, holds: order?.holds ?? null });
      announce(Object.values(variables.data).includes(true));
    },
  });

  const place = useOperationMutation('PlaceOrderHold', {
    onSuccess: (result, variables) => {
      const order = result.data.order_update_holds?.order;
      void refreshOrder(queryClient, { id: orderId, holds: order?.holds ?? null });
      if (!order) {
        setHoldFailed(
          partialErrorAt(result.errors, ['order_update_holds'], 'The hold was not placed.'),
        );
        return;
      }
      announce(true);
      if (!result.data.order_add_history_entry) {
        const sent = variables.note.history_entry?.message ?? '';
        setUnsaved({
          reason: sent.slice(holdReasonNote('').length),
          error: partialErrorAt(
            result.errors,
            ['order_add_history_entry'],
            'The note was not saved.',
          ),
        });
      }
    },
  });

  const note = useOperationMutation('AddOrderNote', {
    onSuccess: () => {
      setUnsaved(null);
      toast.show({ tone: 'success', title: 'Reason added to the timeline' });
      void refreshOrder(queryClient, { id: orderId });
    },
  });

  const reset = () => {
    setUnsaved(null);
    setHoldFailed(null);
  };

  return {
    busy: update.isPending || place.isPending || note.isPending,
    /** The request as a whole failed: nothing was applied. */
    error: update.error ?? place.error,
    holdFailed,
    unsaved,
    /** `onSent` runs when the hold went through, so the form can let go of the reason. */
    placeHold(kind: PlaceableHold, reason: string, onSent: () => void) {
      reset();
      const hold = { order_id: orderId, [kind]: true };
      const why = reason.trim();
      if (why === '') {
        update.mutate({ data: hold }, { onSuccess: onSent });
        return;
      }
      const entry = { source: NOTE_SOURCE, message: holdReasonNote(why) };
      place.mutate(
        { hold, note: { order_id: orderId, history_entry: entry } },
        { onSuccess: onSent },
      );
    },
    clearHold(kind: PlaceableHold) {
      reset();
      update.mutate({ data: { order_id: orderId, [kind]: false } });
    },
    saveReason() {
      if (!unsaved) return;
      note.mutate({
        data: {
          order_id: orderId,
          history_entry: { source: NOTE_SOURCE, message: holdReasonNote(unsaved.reason) },
        },
      });
    },
    /** The retry of the reason failed too; shown with the unsaved reason. */
    saveError: note.error,
  };
}

/**
 * Creates a reorder's purchase orders one after another (`purchase_order_create`, 1 credit each),
 * remembering which are done: trying again sends only the rest, under the same PO numbers, so a
 * PO is never created twice (the service refuses a repeated number, and after a lost reply main
 * looks the PO up by its number: found counts as created).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreatePurchaseOrderInput } from '../../shared/operations/generated.ts';
import { toOperationError, type OperationError } from '../data/operation-error.ts';
import { runOperation } from '../data/run-operation.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import type { PendingStore } from './reorder-pending.ts';

export type DraftOutcome =
  | { readonly kind: 'created'; readonly poNumber: string; readonly poId: string | null }
  | { readonly kind: 'failed'; readonly error: OperationError };

export interface CreateRequest {
  readonly key: string;
  /** What the PO orders (reorder-pending.ts): its number is kept under it until it is created. */
  readonly signature: string;
  readonly input: CreatePurchaseOrderInput;
}

/** What a failed create's error says about it: a lost reply the look-up found applied is done. */
export function outcomeOfError(error: OperationError, poNumber: string): DraftOutcome {
  const bridgeError = error.error;
  if (bridgeError.kind === 'network' && bridgeError.applied === 'yes') {
    return { kind: 'created', poNumber, poId: null };
  }
  return { kind: 'failed', error };
}

export function useCreateReorder(pending: PendingStore) {
  const bridge = useBridge();
  const gate = useCanRun('CreatePurchaseOrder');
  const lookGate = useCanRun('PurchaseOrderByNumber');
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, DraftOutcome>>(new Map());
  const [busy, setBusy] = useState(false);

  /** Sent before under this number (Floorboard stopped before the reply)? Then look it up first. */
  const alreadyThere = async (poNumber: string): Promise<string | null> => {
    try {
      const found = await runOperation(
        bridge,
        'PurchaseOrderByNumber',
        { poNumber },
        'foreground',
        lookGate,
      );
      return found.data.purchase_order?.data?.id ?? null;
    } catch {
      return null;
    }
  };

  const createOne = async (
    signature: string,
    input: CreatePurchaseOrderInput,
  ): Promise<DraftOutcome> => {
    const poNumber = input.po_number;
    if (pending.get(signature) === poNumber) {
      const id = await alreadyThere(poNumber);
      if (id !== null) {
        pending.drop(signature);
        return { kind: 'created', poNumber, poId: id };
      }
    }
    pending.put(signature, poNumber);
    try {
      const result = await runOperation(
        bridge,
        'CreatePurchaseOrder',
        { data: input },
        'foreground',
        gate,
      );
      const po = result.data.purchase_order_create?.purchase_order;
      pending.drop(signature);
      return { kind: 'created', poNumber: po?.po_number ?? poNumber, poId: po?.id ?? null };
    } catch (thrown) {
      const outcome = outcomeOfError(toOperationError(thrown, 'CreatePurchaseOrder'), poNumber);
      if (outcome.kind === 'created') pending.drop(signature);
      return outcome;
    }
  };

  const createAll = async (
    requests: readonly CreateRequest[],
  ): Promise<Map<string, DraftOutcome>> => {
    setBusy(true);
    const next = new Map(outcomes);
    for (const { key, signature, input } of requests) {
      if (next.get(key)?.kind === 'created') continue;
      next.set(key, await createOne(signature, input));
      setOutcomes(new Map(next));
    }
    setBusy(false);
    // What is on order changed: the product panes, the Low stock list and Incoming read again.
    await Promise.all(
      ['OnOrderForSku', 'OpenPoLines', 'PurchaseOrdersPage'].map((name) =>
        queryClient.invalidateQueries({ queryKey: [name] }),
      ),
    );
    return next;
  };

  return { outcomes, busy, createAll };
}

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

export type DraftOutcome =
  | { readonly kind: 'created'; readonly poNumber: string; readonly poId: string | null }
  | { readonly kind: 'failed'; readonly error: OperationError };

export interface CreateRequest {
  readonly key: string;
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

export function useCreateReorder() {
  const bridge = useBridge();
  const gate = useCanRun('CreatePurchaseOrder');
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, DraftOutcome>>(new Map());
  const [busy, setBusy] = useState(false);

  const createAll = async (
    requests: readonly CreateRequest[],
  ): Promise<Map<string, DraftOutcome>> => {
    setBusy(true);
    const next = new Map(outcomes);
    for (const { key, input } of requests) {
      if (next.get(key)?.kind === 'created') continue;
      try {
        const result = await runOperation(
          bridge,
          'CreatePurchaseOrder',
          { data: input },
          'foreground',
          gate,
        );
        const po = result.data.purchase_order_create?.purchase_order;
        next.set(key, {
          kind: 'created',
          poNumber: po?.po_number ?? input.po_number,
          poId: po?.id ?? null,
        });
      } catch (thrown) {
        next.set(
          key,
          outcomeOfError(toOperationError(thrown, 'CreatePurchaseOrder'), input.po_number),
        );
      }
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

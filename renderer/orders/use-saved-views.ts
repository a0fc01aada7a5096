/**
 * Saved views of the orders list: kept by main per connection profile (the bridge's
 * `orderViews.*`), cached here under one key so the sidebar and the dialogs agree.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BridgeResult } from '../../shared/bridge/errors.ts';
import type { OrderFilters, SavedOrderView } from '../../shared/orders/filters.ts';
import { OperationError } from '../data/operation-error.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { useSignedIn } from '../session/session-context.tsx';

export const SAVED_VIEWS_KEY = ['orderViews'] as const;

function unwrap<T>(result: BridgeResult<T>): T {
  if (!result.ok) throw new OperationError(result.error);
  return result.value;
}

export function useSavedOrderViews() {
  const bridge = useBridge();
  const session = useSignedIn();
  return useQuery({
    // Views belong to the profile: a profile switch shows that profile's.
    queryKey: [...SAVED_VIEWS_KEY, session?.profileId ?? null],
    queryFn: async () => unwrap(await bridge.listOrderViews()),
    enabled: session !== null,
  });
}

export interface SaveViewInput {
  readonly id?: string;
  readonly name: string;
  readonly filters: OrderFilters;
}

export function useSaveOrderView() {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  return useMutation<readonly SavedOrderView[], OperationError, SaveViewInput>({
    mutationFn: async (input) => unwrap(await bridge.saveOrderView(input)),
    onSuccess: (views) => queryClient.setQueriesData({ queryKey: SAVED_VIEWS_KEY }, views),
  });
}

export function useRemoveOrderView() {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  return useMutation<readonly SavedOrderView[], OperationError, string>({
    mutationFn: async (id) => unwrap(await bridge.removeOrderView(id)),
    onSuccess: (views) => queryClient.setQueriesData({ queryKey: SAVED_VIEWS_KEY }, views),
  });
}

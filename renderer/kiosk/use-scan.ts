/**
 * A scan at the kiosk: the code (a barcode or a SKU, any case) is resolved from the catalogue
 * replica in main, for 0 credits, with the stock the replica holds (refreshed on its interval,
 * docs/replica.md). While the replica is still being copied, it falls back to the service's exact
 * SKU lookup (`ProductDetail`, a foreground request).
 */
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../shared/bridge/service-errors.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import { OperationError } from '../data/operation-error.ts';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { useBridge } from '../session/bridge-context.tsx';
import { lookedUpFromReplica, lookedUpFromService, type LookedUp } from './board-model.ts';
import { useLookup } from './board-queries.ts';

export type ScanState =
  | { readonly kind: 'pending' }
  | { readonly kind: 'found'; readonly product: LookedUp; readonly source: 'replica' | 'service' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'problem'; readonly error: BridgeError };

export function useScan(code: string | null): { state: ScanState; refetch: () => void } {
  const bridge = useBridge();
  const { lastRefreshedAt } = useReplicaStatus();
  const replica = useQuery({
    queryKey: ['replica-lookup', code, lastRefreshedAt],
    queryFn: async () => {
      const result = await bridge.lookupInReplica(code ?? '');
      if (!result.ok) throw new OperationError(result.error);
      return result.value;
    },
    enabled: code !== null,
    staleTime: Infinity,
  });
  // Not in the replica because the replica is not complete yet (or could not answer): ask the service.
  const fallback =
    code !== null &&
    (replica.isError ||
      (replica.data !== undefined && !replica.data.ready && !replica.data.product));
  const service = useLookup(fallback ? code : null);

  const refetch = (): void => {
    void replica.refetch();
    if (fallback) void service.refetch();
  };

  if (code === null || replica.isPending) return { state: { kind: 'pending' }, refetch };
  const fromReplica = replica.data?.product;
  if (fromReplica) {
    return {
      state: { kind: 'found', product: lookedUpFromReplica(fromReplica), source: 'replica' },
      refetch,
    };
  }
  if (!fallback) return { state: { kind: 'not-found' }, refetch };
  // The last answer stays on screen even when a later refetch of it failed.
  const fromService = service.data?.data.product?.data;
  if (fromService) {
    return {
      state: { kind: 'found', product: lookedUpFromService(fromService, code), source: 'service' },
      refetch,
    };
  }
  if (service.isPending) return { state: { kind: 'pending' }, refetch };
  const error = service.error?.error;
  if (!error || isNotFound(error)) return { state: { kind: 'not-found' }, refetch };
  return { state: { kind: 'problem', error }, refetch };
}

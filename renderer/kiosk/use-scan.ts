/**
 * A scan at the kiosk: the code (a barcode or a SKU, any case) is resolved from the catalogue
 * replica in main, for 0 credits, with the stock the replica holds (refreshed on its interval,
 * docs/replica.md). While the replica is still being copied, it falls back to the service's SKU
 * lookup (use-service-scan.ts, foreground requests); a code neither finds is then
 * `still-loading` (catalogue-loading.ts), not "not found", and resolves by itself once the copy
 * is complete.
 */
import { useQuery } from '@tanstack/react-query';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import { OperationError } from '../data/operation-error.ts';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { useBridge } from '../session/bridge-context.tsx';
import { catalogueLoading, type CatalogueLoading } from './catalogue-loading.ts';
import { lookedUpFromReplica, type LookedUp } from './board-model.ts';
import { useServiceScan } from './use-service-scan.ts';

export type ScanState =
  | { readonly kind: 'pending' }
  | { readonly kind: 'found'; readonly product: LookedUp; readonly source: 'replica' | 'service' }
  | { readonly kind: 'not-found' }
  /** Not found at the service, and the copy that resolves barcodes is not complete yet. */
  | { readonly kind: 'still-loading'; readonly loading: CatalogueLoading }
  | { readonly kind: 'problem'; readonly error: BridgeError };

export function useScan(code: string | null): { state: ScanState; refetch: () => void } {
  const bridge = useBridge();
  const status = useReplicaStatus();
  const { lastRefreshedAt } = status;
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
  const service = useServiceScan(fallback ? code : null);

  const refetch = (): void => {
    void replica.refetch();
    if (fallback) service.refetch();
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
  const { scan } = service;
  if (scan.kind === 'found') {
    return { state: { kind: 'found', product: scan.product, source: 'service' }, refetch };
  }
  if (scan.kind === 'not-found') {
    const loading = replica.data?.ready === false ? catalogueLoading(status) : null;
    return { state: loading ? { kind: 'still-loading', loading } : { kind: 'not-found' }, refetch };
  }
  return { state: scan, refetch };
}

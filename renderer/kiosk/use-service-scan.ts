/**
 * A kiosk scan at the service, for when the catalogue copy cannot answer yet: the service looks a
 * product up only by its exact SKU. The code is asked for as typed and, when that finds nothing
 * and it has lower-case letters, once more in capitals: the copy matches SKUs in any case, so a
 * SKU typed in lower case on a cold kiosk is found as it will be once the copy is complete.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import { isNotFound } from '../../shared/bridge/service-errors.ts';
import type { OperationResult } from '../data/run-operation.ts';
import { lookedUpFromService, type LookedUp } from './board-model.ts';
import { useLookup } from './board-queries.ts';

export type ServiceScan =
  | { readonly kind: 'pending' }
  | { readonly kind: 'found'; readonly product: LookedUp }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'problem'; readonly error: BridgeError };

type Lookup = UseQueryResult<OperationResult<'ProductDetail'>>;

function outcome(lookup: Lookup, sku: string): ServiceScan {
  // The last answer stays on screen even when a later refetch of it failed.
  const product = lookup.data?.data.product?.data;
  if (product) return { kind: 'found', product: lookedUpFromService(product, sku) };
  if (lookup.isPending) return { kind: 'pending' };
  const error = lookup.error?.error;
  return !error || isNotFound(error) ? { kind: 'not-found' } : { kind: 'problem', error };
}

/** `code` null: nothing to ask (the copy answered, or nothing was scanned). */
export function useServiceScan(code: string | null): { scan: ServiceScan; refetch: () => void } {
  const exact = useLookup(code);
  const capitals = code?.toUpperCase() ?? null;
  const exactScan = code === null ? null : outcome(exact, code);
  const tryCapitals = exactScan?.kind === 'not-found' && capitals !== code;
  const inCapitals = useLookup(tryCapitals ? capitals : null);
  const refetch = (): void => {
    void exact.refetch();
    if (tryCapitals) void inCapitals.refetch();
  };
  if (exactScan === null) return { scan: { kind: 'pending' }, refetch };
  if (!tryCapitals || capitals === null) return { scan: exactScan, refetch };
  return { scan: outcome(inCapitals, capitals), refetch };
}

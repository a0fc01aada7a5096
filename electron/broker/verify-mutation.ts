/**
 * After a mutation's reply is lost (network drop, 5xx), the change may or may not have happened,
 * so it is never re-sent blindly (issue 4). Where a cheap read can tell, this asks it.
 */
import type { OperationName } from '../../shared/operations/catalogue.ts';

export type Applied = 'yes' | 'no' | 'unknown';

/** Runs a read-only check through the broker (foreground, paced like any request). */
export type RunQuery = (
  operationName: OperationName,
  variables: Record<string, unknown>,
) => Promise<{ ok: true; data: Record<string, unknown> } | { ok: false; notFound: boolean }>;

function skuOf(variables: Record<string, unknown>): string | null {
  const data = variables['data'];
  if (typeof data !== 'object' || data === null) return null;
  const sku: unknown = Reflect.get(data, 'sku');
  return typeof sku === 'string' ? sku : null;
}

export async function verifyMutation(
  operationName: string,
  variables: Record<string, unknown>,
  run: RunQuery,
): Promise<Applied> {
  if (operationName !== 'CreateProduct') return 'unknown';
  const sku = skuOf(variables);
  if (sku === null) return 'unknown';
  const result = await run('ProductBySku', { sku });
  if (result.ok) return 'yes';
  return result.notFound ? 'no' : 'unknown';
}

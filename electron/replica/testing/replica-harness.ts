/**
 * The replica against the real sandbox: a broker signed in as the demo owner, the sandbox on a
 * test clock (so `updated_at` values are chosen by the test), and helpers to change data at the
 * service as another user would.
 */
import { createTestClock, type TestClock } from '../../../sandbox/testing/test-sandbox.ts';
import type { Account, Product, WarehouseProduct } from '../../../sandbox/data/types.ts';
import { startHarness, type Harness } from '../../broker/testing/broker-harness.ts';

export interface ReplicaHarness extends Harness {
  readonly clock: TestClock;
  readonly account: Account;
  /** Every product of the account, with its warehouse rows. */
  rowsOf(product: Product): readonly WarehouseProduct[];
}

export async function startReplicaHarness(products = 150): Promise<ReplicaHarness> {
  const clock = createTestClock();
  // A pool so large that pacing never slows a test down.
  const harness = await startHarness({
    products,
    orders: 10,
    credits: 1_000_000,
    rate: 1_000_000,
    now: clock.now,
  });
  const account = harness.sandbox.data.accounts[0];
  if (!account) throw new Error('sandbox has no account');
  return {
    ...harness,
    clock,
    account,
    rowsOf: (product) => account.warehouseProductsBySku.get(product.sku) ?? [],
  };
}

/** Products the sandbox lists, as the service would: deleted ones are simply gone. */
export function deleteAtService(account: Account, product: Product): void {
  const at = account.products.indexOf(product);
  if (at >= 0) account.products.splice(at, 1);
  account.productsBySku.delete(product.sku);
  account.warehouseProductsBySku.delete(product.sku);
  account.version++;
}

/**
 * One entry of a SKU's inventory history, as the service sends it, and the count after it. Both
 * the history view and its export need these.
 */
import type { OperationData } from '../operations/catalogue.ts';

type ChangesData = OperationData<'InventoryChanges'>;
type ChangeEdge = NonNullable<
  NonNullable<NonNullable<ChangesData['inventory_changes']>['data']>['edges'][number]
>;
export type InventoryChange = NonNullable<ChangeEdge['node']>;

/** The count after a change, when the change says enough to know it. */
export function onHandAfter(change: InventoryChange): number | null {
  if (change.previous_on_hand === null || change.change_in_on_hand === null) return null;
  return change.previous_on_hand + change.change_in_on_hand;
}

/** The holds an order can carry, in the words people use for them (shared/orders/holds.ts). */
import type { HoldKey } from '../../shared/orders/holds.ts';

export { activeHolds, HOLD_NAMES, type HoldKey, type Holds } from '../../shared/orders/holds.ts';

/** Holds a person may place and clear here; the shipping-method hold is the service's own. */
export const PLACEABLE_HOLDS = [
  'operator_hold',
  'payment_hold',
  'address_hold',
  'fraud_hold',
  'client_hold',
] as const satisfies readonly HoldKey[];

export type PlaceableHold = (typeof PLACEABLE_HOLDS)[number];

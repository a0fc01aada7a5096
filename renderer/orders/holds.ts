/** The holds an order can carry, in the words people use for them (shared/orders/holds.ts). */
export {
  activeHolds,
  HOLD_NAMES,
  PLACEABLE_HOLDS,
  type HoldKey,
  type Holds,
  type PlaceableHold,
} from '../../shared/orders/holds.ts';

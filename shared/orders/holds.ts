/**
 * The holds an order can carry, in the words people use for them: the orders views and the
 * orders export name them the same way.
 */
export interface Holds {
  readonly operator_hold?: boolean | null;
  readonly payment_hold?: boolean | null;
  readonly address_hold?: boolean | null;
  readonly fraud_hold?: boolean | null;
  readonly client_hold?: boolean | null;
  readonly shipping_method_hold?: boolean | null;
}

export type HoldKey = keyof Holds;

export const HOLD_NAMES: Readonly<Record<HoldKey, string>> = {
  operator_hold: 'Operator hold',
  payment_hold: 'Payment hold',
  address_hold: 'Address hold',
  fraud_hold: 'Fraud hold',
  client_hold: 'Client hold',
  shipping_method_hold: 'Shipping method hold',
};

export function activeHolds(holds: Holds | null | undefined): HoldKey[] {
  if (!holds) return [];
  return (Object.keys(HOLD_NAMES) as HoldKey[]).filter((key) => holds[key] === true);
}

/**
 * Holds a person may place and clear (the order pane, order imports); the shipping-method hold is
 * the service's own.
 */
export const PLACEABLE_HOLDS = [
  'operator_hold',
  'payment_hold',
  'address_hold',
  'fraud_hold',
  'client_hold',
] as const satisfies readonly HoldKey[];

export type PlaceableHold = (typeof PLACEABLE_HOLDS)[number];

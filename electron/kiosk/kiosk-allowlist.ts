/**
 * The operations main runs while it is a kiosk: read-only, and none selects a field of
 * `PII_FIELDS`, so no token — not even a full-access one — can bring customer details onto a
 * shared floor PC. `kiosk-allowlist.test.ts` walks each document against the schema to prove it.
 */
import type { BridgeError } from '../../shared/bridge/errors.ts';
import type { OperationName } from '../../shared/operations/catalogue.ts';

export const KIOSK_OPERATIONS: ReadonlySet<OperationName> = new Set<OperationName>([
  // The SKU lookup: stock per warehouse.
  'ProductDetail',
  'ProductBySku',
  'InventoryChanges',
  // The order queue: no customer fields in these two.
  'OrdersPage',
  'OrderStatusSample',
  'LowStock',
  // The credit gauge.
  'Quota',
]);

export function isKioskOperation(name: string): boolean {
  return (KIOSK_OPERATIONS as ReadonlySet<string>).has(name);
}

export function kioskRefusal(operationName: string): BridgeError {
  return {
    kind: 'kiosk-locked',
    message: `${operationName} is not available in kiosk mode: the kiosk shows stock and the order queue only, never customer details or changes.`,
  };
}

/** What sign-in and profile methods answer in kiosk mode. */
export const KIOSK_SIGN_IN_REFUSAL: BridgeError = {
  kind: 'kiosk-locked',
  message:
    'An administrator signs in outside kiosk mode: leave kiosk mode with the administrator PIN first.',
};

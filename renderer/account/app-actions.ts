import { PII_SCOPE } from '../../shared/catalogues/pii.ts';
import { OPERATIONS, type OperationName } from '../../shared/operations/catalogue.ts';

/** What each operation lets the user do in Floorboard, in the user's words. */
export const APP_ACTIONS: readonly { readonly operation: OperationName; readonly label: string }[] =
  [
    { operation: 'ProductsPage', label: 'Browse and search products' },
    { operation: 'ProductDetail', label: 'See a product’s stock per warehouse' },
    { operation: 'CreateProduct', label: 'Create products' },
    { operation: 'OrdersPage', label: 'Browse orders' },
    { operation: 'OrderDetail', label: 'Open an order and its line items' },
    { operation: 'UpdateOrderFulfillmentStatus', label: 'Change an order’s fulfillment status' },
    { operation: 'InventoryChanges', label: 'See a SKU’s stock history' },
    { operation: 'LowStock', label: 'See the low-stock list' },
    { operation: 'AddInventory', label: 'Add stock' },
    { operation: 'RemoveInventory', label: 'Remove stock' },
    { operation: 'ReplaceInventory', label: 'Set stock after a recount' },
    { operation: 'AccountWarehouses', label: 'See warehouses' },
    { operation: 'Viewer', label: 'Show who is signed in' },
  ];

/** Field-level scopes unlock fields, not operations (docs/service-notes.md "PII"). */
const FIELD_UNLOCKS: Readonly<Record<string, readonly string[]>> = {
  [PII_SCOPE]: [
    'Show order e-mail and shipping and billing addresses',
    'Show warehouse contacts, phone numbers and street addresses',
  ],
};

/** Everything the scope enables here; empty for scopes Floorboard does not use. */
export function actionsUnlockedBy(scope: string): readonly string[] {
  const byOperation = APP_ACTIONS.filter((a) =>
    (OPERATIONS[a.operation].scopes as readonly string[]).includes(scope),
  ).map((a) => a.label);
  return [...byOperation, ...(FIELD_UNLOCKS[scope] ?? [])];
}

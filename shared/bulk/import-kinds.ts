/**
 * The kinds of import Floorboard takes, their columns as a spreadsheet's first line names them,
 * and the operations each runs: the one source for main's header check, the import dialog's help
 * and the scope gate on both sides (docs/bulk.md "The file").
 */
import { OPERATIONS, type OperationName } from '../operations/catalogue.ts';
import type { ApiScope } from '../catalogues/scopes.ts';

export const IMPORT_KINDS = ['stock', 'orders'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Stock changes: the header is matched case-insensitively; `Reason` may be left out. */
export const STOCK_IMPORT_COLUMNS = {
  sku: 'SKU',
  warehouse: 'Warehouse',
  action: 'Change',
  quantity: 'Quantity',
  reason: 'Reason',
} as const;

/** Order changes: one change per row; all three columns are required. */
export const ORDER_IMPORT_COLUMNS = {
  order: 'Order',
  change: 'Change',
  value: 'Value',
} as const;

/** What an order row's `Change` cell may say, as written in the file. */
export const ORDER_CHANGE_WORDS = {
  status: 'status',
  'place-hold': 'place hold',
  'clear-hold': 'clear hold',
  tag: 'tag',
  note: 'note',
} as const;
export type OrderChangeKind = keyof typeof ORDER_CHANGE_WORDS;

export interface ImportKindInfo {
  /** "stock changes": after "Import". */
  readonly what: string;
  /** Each column with what goes in it, for the dialog's help. */
  readonly columns: readonly { readonly label: string; readonly help: string }[];
  /** A few lines of a file of this kind, for the dialog's help. */
  readonly example: readonly string[];
  /** What the preview looks up, counted while it checks: "SKUs", "orders". */
  readonly checks: string;
  /**
   * Every operation a run of this kind sends, its checks included (a lost reply's look-up, a
   * resume's witness): its scopes gate the kind.
   */
  readonly operations: readonly OperationName[];
}

export const IMPORT_KIND_INFO: Readonly<Record<ImportKind, ImportKindInfo>> = {
  stock: {
    what: 'stock changes',
    columns: [
      { label: STOCK_IMPORT_COLUMNS.sku, help: 'as in the catalogue' },
      { label: STOCK_IMPORT_COLUMNS.warehouse, help: 'name or id' },
      { label: STOCK_IMPORT_COLUMNS.action, help: 'add, remove or set' },
      { label: STOCK_IMPORT_COLUMNS.quantity, help: 'a whole number' },
      { label: STOCK_IMPORT_COLUMNS.reason, help: 'optional' },
    ],
    example: ['SKU,Warehouse,Change,Quantity,Reason', 'MUG-1,Primary,add,12,Delivery'],
    checks: 'SKUs',
    // InventoryChanges: a lost reply's check; ImportRunChanges: the witness read on resume.
    operations: [
      'AddInventory',
      'RemoveInventory',
      'ReplaceInventory',
      'InventoryChanges',
      'ImportRunChanges',
    ],
  },
  orders: {
    what: 'order changes',
    columns: [
      { label: ORDER_IMPORT_COLUMNS.order, help: 'the order number, such as #1001' },
      {
        label: ORDER_IMPORT_COLUMNS.change,
        help: Object.values(ORDER_CHANGE_WORDS)
          .join(', ')
          .replace(/, (?=[^,]*$)/, ' or '),
      },
      {
        label: ORDER_IMPORT_COLUMNS.value,
        help: 'the new status (one the account uses), the hold (operator, payment, address, fraud or client), the tag or the note',
      },
    ],
    example: [
      'Order,Change,Value',
      '#1001,status,shipped',
      '#1002,place hold,payment',
      '#1003,tag,VIP',
      '#1003,note,"Customer asked for gift wrap, see e-mail"',
    ],
    checks: 'orders',
    operations: [
      'OrdersByNumbers',
      'OrderStatusSample',
      'OrderTimeline',
      'UpdateOrderFulfillmentStatus',
      'UpdateOrderHolds',
      'PlaceOrderHold',
      'AddOrderTags',
      'AddOrderNote',
    ],
  },
};

/** Every scope a kind's operations need, each once. */
export function importScopes(kind: ImportKind): ApiScope[] {
  return [...new Set(IMPORT_KIND_INFO[kind].operations.flatMap((op) => OPERATIONS[op].scopes))];
}

/**
 * What each allowlisted operation means to the person using Floorboard, for anywhere the app
 * tells them what it is doing or what used their credits ("Loading products", never
 * "ProductsPage"). Typed over the allowlist, so a new operation cannot ship without its phrase.
 */
import { isOperationName, type OperationName } from './catalogue.ts';

export const OPERATION_PHRASES: { readonly [N in OperationName]: string } = {
  Viewer: 'Checking who is signed in',
  ViewerScopes: 'Checking the scopes the service reports',
  Quota: 'Checking the credit balance',
  AccountWarehouses: 'Loading warehouses',
  ProductsPage: 'Loading products',
  ProductDetail: 'Opening a product',
  ProductBySku: 'Looking up a SKU',
  OrdersPage: 'Loading orders',
  OrdersExport: 'Exporting orders',
  OrdersByNumbers: 'Looking up orders by number',
  OrderDetail: 'Opening an order',
  OrderStatusSample: 'Counting orders by status',
  OverviewOrders: 'Counting today’s orders and holds',
  InventoryChanges: 'Loading stock history',
  ImportRunChanges: 'Checking which stock changes an import already made',
  LowStock: 'Finding low stock',
  CreateProduct: 'Creating a product',
  AddInventory: 'Adding stock',
  RemoveInventory: 'Removing stock',
  ReplaceInventory: 'Setting a stock count',
  UpdateOrderFulfillmentStatus: 'Changing an order’s status',
  UpdateProduct: 'Saving a product',
  UpdateWarehouseProduct: 'Saving a product’s warehouse settings',
  OrderShipments: 'Loading shipments',
  OrderReturns: 'Loading returns',
  ReturnsQueue: 'Loading the returns queue',
  ReturnsDetail: 'Opening a return',
  ReturnsOrder: 'Finding the order a return belongs to',
  UpdateReturnStatus: 'Changing a return’s status',
  OrderTimeline: 'Loading an order’s history',
  UpdateOrderHolds: 'Changing an order’s holds',
  PlaceOrderHold: 'Placing a hold with its reason',
  AddOrderNote: 'Adding a note to an order',
  AddOrderTags: 'Tagging an order',
  UpdateOrderTags: 'Changing an order’s tags',
  ReplicaIds: 'Checking for deleted products',
  ReplicaMarks: 'Preparing the product catalogue',
  ReplicaNewest: 'Preparing the product catalogue',
  ReplicaProducts: 'Updating the product catalogue',
  ReplicaStock: 'Updating stock in the catalogue',
  PurchaseOrdersPage: 'Loading purchase orders',
  PurchaseOrdersExport: 'Exporting purchase orders',
  PurchaseOrderDetail: 'Opening a purchase order',
  PurchaseOrderByNumber: 'Looking up a purchase order',
  Vendors: 'Loading vendors',
  VendorProducts: 'Finding the products a vendor supplies',
  ClosePurchaseOrder: 'Closing a purchase order',
  CancelPurchaseOrder: 'Cancelling a purchase order',
  SetPurchaseOrderStatus: 'Changing a purchase order’s status',
  OnOrderForSku: 'Checking what is on order',
  NotePurchaseOrder: 'Saving a reason in a purchase order’s note',
  ProductVendors: 'Reading who supplies a product',
  CreatePurchaseOrder: 'Creating a purchase order',
  OpenPoLines: 'Checking what is on order for low stock',
  BriefOrders: 'Updating the morning brief: orders',
  BriefStockChanges: 'Updating the morning brief: stock changes',
  BriefShipments: 'Updating the morning brief: shipments',
  BriefReturns: 'Updating the morning brief: returns',
  BriefPurchaseOrder: 'Updating the morning brief: purchase orders',
};

/** For names that arrive as plain strings (credit samples): unknown ones get a neutral phrase. */
export function operationPhrase(name: string): string {
  return isOperationName(name) ? OPERATION_PHRASES[name] : 'Talking to the service';
}

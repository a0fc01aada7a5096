/**
 * The allowlist of GraphQL operations (docs/architecture.md "One request, end to end"): the
 * renderer names one of these and main runs its document; nothing else reaches the service. Kind,
 * root fields and scopes are read from the documents themselves so they cannot drift from the
 * `.graphql` files.
 */
import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { Kind, OperationTypeNode, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { OPERATION_SCOPES, type ApiScope } from '../catalogues/scopes.ts';
import {
  AccountWarehousesDocument,
  AddInventoryDocument,
  AddOrderNoteDocument,
  AddOrderTagsDocument,
  CreateProductDocument,
  InventoryChangesDocument,
  StockChangesDocument,
  ImportRunChangesDocument,
  LowStockDocument,
  OrderDetailDocument,
  OrderReturnsDocument,
  OrderShipmentsDocument,
  OrderTimelineDocument,
  OrderStatusSampleDocument,
  OrdersByNumbersDocument,
  OrdersExportDocument,
  OrdersPageDocument,
  OverviewOrdersDocument,
  PlaceOrderHoldDocument,
  ProductBySkuDocument,
  ProductDetailDocument,
  ProductsPageDocument,
  QuotaDocument,
  RemoveInventoryDocument,
  ReplaceInventoryDocument,
  ReplicaIdsDocument,
  ReplicaMarksDocument,
  ReplicaNewestDocument,
  ReplicaProductsDocument,
  ReplicaStockDocument,
  UpdateOrderFulfillmentStatusDocument,
  UpdateProductDocument,
  UpdateWarehouseProductDocument,
  UpdateOrderHoldsDocument,
  UpdateOrderTagsDocument,
  CancelPurchaseOrderDocument,
  ClosePurchaseOrderDocument,
  SetPurchaseOrderStatusDocument,
  OnOrderForSkuDocument,
  NotePurchaseOrderDocument,
  ProductVendorsDocument,
  CreatePurchaseOrderDocument,
  OpenPoLinesDocument,
  PurchaseOrderByNumberDocument,
  PurchaseOrderDetailDocument,
  PurchaseOrdersExportDocument,
  PurchaseOrdersPageDocument,
  VendorProductsDocument,
  VendorsDocument,
  ViewerDocument,
  ViewerScopesDocument,
  BriefOrdersDocument,
  BriefStockChangesDocument,
  BriefShipmentsDocument,
  BriefReturnsDocument,
  BriefPurchaseOrderDocument,
  ReturnsQueueDocument,
  ReturnsDetailDocument,
  ReturnsOrderDocument,
  UpdateReturnStatusDocument,
  ShipmentsPageDocument,
  ShipmentsExportDocument,
  LateOrdersPageDocument,
} from './generated.ts';

/** Variables main's broker may lower to fit a page under the credit budget. */
export type PageSizeVariable = 'first' | 'lineItemsFirst';

export interface OperationEntry<TData = unknown, TVariables = Record<string, unknown>> {
  readonly document: TypedDocumentNode<TData, TVariables>;
  readonly kind: 'query' | 'mutation';
  /** Root fields selected, in document order (the keys of `data` and of `cost_detail`). */
  readonly rootFields: readonly string[];
  /** Union of OPERATION_SCOPES over the root fields: the token must hold all of them. */
  readonly scopes: readonly ApiScope[];
  readonly pageSizeVariable?: PageSizeVariable;
  /** Safe to re-send after an ambiguous failure: queries yes, mutations never blindly. */
  readonly idempotent: boolean;
}

/** The document's single operation definition. */
export function operationDefinition(document: DocumentNode): OperationDefinitionNode {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const [only] = operations;
  if (operations.length !== 1 || !only) {
    throw new Error(`expected exactly one operation, found ${operations.length}`);
  }
  return only;
}

/** Root field names; a fragment at the root would hide fields from the scope check, so none. */
export function rootFieldsOf(definition: OperationDefinitionNode): string[] {
  return definition.selectionSet.selections.map((selection) => {
    if (selection.kind !== Kind.FIELD) {
      throw new Error(`${definition.name?.value ?? 'operation'}: no fragments at the root`);
    }
    return selection.name.value;
  });
}

/** Every scope the root fields need, in catalogue order, each once. */
export function scopesFor(rootFields: readonly string[]): ApiScope[] {
  const scopes = new Set<ApiScope>();
  for (const field of rootFields) {
    const required = OPERATION_SCOPES[field];
    if (!required) throw new Error(`root field ${field} is missing from OPERATION_SCOPES`);
    for (const scope of required) scopes.add(scope);
  }
  return [...scopes];
}

/** Subscriptions have no place in the allowlist: the service has none. */
export function kindOf(definition: OperationDefinitionNode): 'query' | 'mutation' {
  switch (definition.operation) {
    case OperationTypeNode.QUERY:
      return 'query';
    case OperationTypeNode.MUTATION:
      return 'mutation';
    default:
      throw new Error(`${definition.name?.value ?? 'operation'}: only queries and mutations`);
  }
}

function entry<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  pageSizeVariable?: PageSizeVariable & keyof TVariables,
): OperationEntry<TData, TVariables> {
  const definition = operationDefinition(document);
  const kind = kindOf(definition);
  const rootFields = rootFieldsOf(definition).filter((f) => f !== '__typename');
  return {
    document,
    kind,
    rootFields,
    scopes: scopesFor(rootFields),
    ...(pageSizeVariable === undefined ? {} : { pageSizeVariable }),
    idempotent: kind === 'query',
  };
}

export const OPERATIONS = {
  Viewer: entry(ViewerDocument),
  ViewerScopes: entry(ViewerScopesDocument),
  Quota: entry(QuotaDocument),
  AccountWarehouses: entry(AccountWarehousesDocument),
  ProductsPage: entry(ProductsPageDocument, 'first'),
  ProductDetail: entry(ProductDetailDocument),
  ProductBySku: entry(ProductBySkuDocument),
  OrdersPage: entry(OrdersPageDocument, 'first'),
  // Bulk work (docs/bulk.md): run by main, never by a view.
  OrdersExport: entry(OrdersExportDocument, 'first'),
  OrdersByNumbers: entry(OrdersByNumbersDocument),
  OrderDetail: entry(OrderDetailDocument, 'lineItemsFirst'),
  OrderStatusSample: entry(OrderStatusSampleDocument, 'first'),
  OverviewOrders: entry(OverviewOrdersDocument, 'first'),
  InventoryChanges: entry(InventoryChangesDocument, 'first'),
  // The Inventory view's Stock changes feed (renderer/inventory/stock-changes/).
  StockChanges: entry(StockChangesDocument, 'first'),
  ImportRunChanges: entry(ImportRunChangesDocument, 'first'),
  LowStock: entry(LowStockDocument, 'first'),
  CreateProduct: entry(CreateProductDocument),
  AddInventory: entry(AddInventoryDocument),
  RemoveInventory: entry(RemoveInventoryDocument),
  ReplaceInventory: entry(ReplaceInventoryDocument),
  UpdateOrderFulfillmentStatus: entry(UpdateOrderFulfillmentStatusDocument),
  UpdateProduct: entry(UpdateProductDocument),
  UpdateWarehouseProduct: entry(UpdateWarehouseProductDocument),
  OrderShipments: entry(OrderShipmentsDocument, 'first'),
  OrderReturns: entry(OrderReturnsDocument, 'first'),
  OrderTimeline: entry(OrderTimelineDocument, 'first'),
  UpdateOrderHolds: entry(UpdateOrderHoldsDocument),
  PlaceOrderHold: entry(PlaceOrderHoldDocument),
  AddOrderNote: entry(AddOrderNoteDocument),
  AddOrderTags: entry(AddOrderTagsDocument),
  UpdateOrderTags: entry(UpdateOrderTagsDocument),
  // The catalogue replica's sync (electron/replica/), run by main, never by a view.
  ReplicaProducts: entry(ReplicaProductsDocument, 'first'),
  ReplicaStock: entry(ReplicaStockDocument, 'first'),
  ReplicaMarks: entry(ReplicaMarksDocument),
  ReplicaNewest: entry(ReplicaNewestDocument),
  ReplicaIds: entry(ReplicaIdsDocument, 'first'),
  // Incoming (renderer/incoming/): purchase orders and vendors.
  PurchaseOrdersPage: entry(PurchaseOrdersPageDocument, 'first'),
  PurchaseOrdersExport: entry(PurchaseOrdersExportDocument, 'first'),
  PurchaseOrderDetail: entry(PurchaseOrderDetailDocument, 'lineItemsFirst'),
  PurchaseOrderByNumber: entry(PurchaseOrderByNumberDocument),
  Vendors: entry(VendorsDocument, 'first'),
  VendorProducts: entry(VendorProductsDocument, 'first'),
  ClosePurchaseOrder: entry(ClosePurchaseOrderDocument),
  CancelPurchaseOrder: entry(CancelPurchaseOrderDocument),
  SetPurchaseOrderStatus: entry(SetPurchaseOrderStatusDocument),
  OnOrderForSku: entry(OnOrderForSkuDocument),
  NotePurchaseOrder: entry(NotePurchaseOrderDocument),
  ProductVendors: entry(ProductVendorsDocument),
  CreatePurchaseOrder: entry(CreatePurchaseOrderDocument),
  OpenPoLines: entry(OpenPoLinesDocument),
  // The morning brief (docs/brief.md): run by main at background priority, never by a view.
  BriefOrders: entry(BriefOrdersDocument, 'first'),
  BriefStockChanges: entry(BriefStockChangesDocument, 'first'),
  BriefShipments: entry(BriefShipmentsDocument, 'first'),
  BriefReturns: entry(BriefReturnsDocument, 'first'),
  BriefPurchaseOrder: entry(BriefPurchaseOrderDocument),
  // Returns (renderer/returns/).
  ReturnsQueue: entry(ReturnsQueueDocument, 'first'),
  ReturnsDetail: entry(ReturnsDetailDocument),
  ReturnsOrder: entry(ReturnsOrderDocument),
  UpdateReturnStatus: entry(UpdateReturnStatusDocument),
  // The Shipments view (renderer/shipments/); the export is run by main, never by a view.
  ShipmentsPage: entry(ShipmentsPageDocument, 'first'),
  ShipmentsExport: entry(ShipmentsExportDocument, 'first'),
  LateOrdersPage: entry(LateOrdersPageDocument, 'first'),
};

export type OperationName = keyof typeof OPERATIONS;
export type OperationDocument<N extends OperationName> = (typeof OPERATIONS)[N]['document'];
export type OperationData<N extends OperationName> = ResultOf<OperationDocument<N>>;
export type OperationVariables<N extends OperationName> = VariablesOf<OperationDocument<N>>;

/** For untrusted input (IPC payloads): own keys only, so `toString` or `__proto__` never match. */
export function isOperationName(value: unknown): value is OperationName {
  return typeof value === 'string' && Object.hasOwn(OPERATIONS, value);
}

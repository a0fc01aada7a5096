/**
 * The columns of each export, named as the screen names them (the products grid, the orders
 * grid, a SKU's history list). Apart from the contract's schemas so the renderer can import them
 * without zod; a test holds the screens' headers to these.
 */
export const PRODUCT_EXPORT_COLUMNS = [
  'SKU',
  'Name',
  'On hand',
  'Available',
  'Price',
  'Value',
  // The grid shows it beside each amount; a spreadsheet computes with the amounts alone.
  'Currency',
  'Barcode',
  'Updated',
] as const;

/**
 * Products under the Low stock filter: one record per warehouse row that is low, the grid's
 * columns with that warehouse's figures beside the product's totals.
 */
export const LOW_STOCK_EXPORT_COLUMNS = [
  'SKU',
  'Name',
  'On hand',
  'Available',
  'Low in',
  'Available there',
  'Reorder level',
  'Reorder amount',
  'Price',
  'Value',
  'Currency',
  'Barcode',
  'Updated',
] as const;

/** `E-mail` is personal data: written only for a sign-in holding view:pii. */
export const ORDER_EXPORT_COLUMNS = [
  'Order',
  'Date',
  'Status',
  'Holds',
  'Total',
  'Currency',
  'Shop',
  'E-mail',
] as const;

/** The Incoming list's columns, with the dates and tracking a spreadsheet needs beside them. */
export const PURCHASE_ORDER_EXPORT_COLUMNS = [
  'PO',
  'Vendor',
  'Expected',
  'Status',
  'Warehouse',
  'Total',
  // The vendor's: a PO has no currency of its own. Empty without view:vendors.
  'Currency',
  'Created',
  'Arrived',
  'Closed',
  'Tracking',
  // Status above is the service's word, for machines; this is what the list shows.
  'Status shown',
  'Late',
] as const;

/** The Shipments view's Shipped grid, in its order: the export's first columns. */
export const SHIPPED_GRID_COLUMNS = [
  'Order',
  'Shipped',
  'Carrier',
  'Method',
  'Tracking',
  'Cost',
  'Ship to',
] as const;

/**
 * The Shipments view's Shipped list, one record per label: the grid's columns, then whether the
 * label was voided (its cost is then not postage paid), the carrier's tracking status and the
 * address parts. `Ship to` (the name) and `City` are personal data: written only with view:pii.
 */
export const SHIPMENT_EXPORT_COLUMNS = [
  ...SHIPPED_GRID_COLUMNS,
  'Voided',
  'Tracking status',
  'City',
  'State',
  'Country',
] as const;

export const HISTORY_EXPORT_COLUMNS = [
  'Date',
  'Warehouse',
  'Change',
  'On hand after',
  'Reason',
] as const;

/** What a cell of a column the sign-in may not see says instead of the data. */
export const WITHHELD_CELL = 'Hidden — needs view:pii';

/**
 * Brings records saved by an older snapshot format up to the current shape, so a sandbox folder
 * kept across an upgrade keeps its data. Format 1 predates the product notes, images and cases and
 * the warehouse records' overstock bin, customs value and replenishment limits: they are filled
 * with what a record that never had them holds (null, empty, zero), and a warehouse record's
 * customs value starts as its product's, as `product_create` makes it.
 */

type Json = Record<string, unknown>;

const PRODUCT_DEFAULTS: Json = {
  product_note: null,
  customs_description: null,
  packer_note: null,
  images: [],
  cases: [],
};

const WAREHOUSE_PRODUCT_DEFAULTS: Json = {
  inventory_overstock_bin: null,
  custom: false,
  replenishment_max_level: 0,
  replenishment_increment: 0,
};

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function fill(record: Json, defaults: Json): void {
  for (const [key, value] of Object.entries(defaults)) {
    if (!(key in record)) record[key] = Array.isArray(value) ? [] : value;
  }
}

/** Upgrades a format-1 body in place (it was just parsed, nothing else holds it). */
export function upgradeFromFormat1(body: unknown): void {
  if (!isRecord(body)) return;
  for (const account of records(body['accounts'])) {
    const customsValueBySku = new Map<unknown, unknown>();
    for (const product of records(account['products'])) {
      fill(product, PRODUCT_DEFAULTS);
      customsValueBySku.set(product['sku'], product['customs_value'] ?? null);
    }
    // Saved as [sku, records][] entries of the warehouse-products map.
    const entries = Array.isArray(account['warehouseProducts']) ? account['warehouseProducts'] : [];
    for (const entry of entries) {
      if (!Array.isArray(entry)) continue;
      for (const record of records(entry[1])) {
        fill(record, WAREHOUSE_PRODUCT_DEFAULTS);
        if (!('customs_value' in record)) {
          record['customs_value'] = customsValueBySku.get(record['sku']) ?? null;
        }
      }
    }
  }
}

/**
 * Upgrades a format-2 body in place. Format 2 predates purchasing: its accounts load with no
 * vendors, no product links and no purchase orders (the seed's would not match the saved stock).
 */
export function upgradeFromFormat2(body: unknown): void {
  if (!isRecord(body)) return;
  for (const account of records(body['accounts'])) {
    for (const key of ['vendors', 'productVendors', 'purchaseOrders']) {
      if (!Array.isArray(account[key])) account[key] = [];
    }
  }
}

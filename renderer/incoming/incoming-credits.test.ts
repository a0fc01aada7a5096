/**
 * The Incoming screens tell people what a read costs. The renderer cannot run the cost formula
 * (it would ship the schema), so it states the figures; these tests bind each one to the one
 * formula, with the document and the variables the screen really sends.
 */
import { describe, expect, it } from 'vitest';
import { loadServiceSchema } from '../../shared/api/service-schema.ts';
import { estimateCost } from '../../shared/cost/estimate.ts';
import { OPERATIONS } from '../../shared/operations/catalogue.ts';
import { DEFAULT_PO_FILTERS } from '../../shared/purchase-orders/filters.ts';
import { PO_PAGE_CREDITS, poListVariables } from './purchase-orders-data.ts';
import { VENDOR_PRODUCTS_PAGE_CREDITS, vendorProductsVariables } from './vendor-products.ts';
import { DEFAULT_PO_SORT } from './view-state.ts';
import { VENDORS_PAGE_CREDITS, vendorsVariables } from './vendors-data.ts';

const schema = loadServiceSchema();

describe('the credits the Incoming screens state', () => {
  it('a page of the purchase order list', () => {
    const variables = poListVariables(DEFAULT_PO_SORT, DEFAULT_PO_FILTERS, '2026-11-27');
    const estimate = estimateCost(schema, OPERATIONS.PurchaseOrdersPage.document, variables);
    expect(PO_PAGE_CREDITS).toBe(estimate.total);
  });

  it('a page of vendors', () => {
    const estimate = estimateCost(schema, OPERATIONS.Vendors.document, vendorsVariables);
    expect(VENDORS_PAGE_CREDITS).toBe(estimate.total);
  });

  it('a page of the catalogue read for a vendor’s products', () => {
    const estimate = estimateCost(
      schema,
      OPERATIONS.VendorProducts.document,
      vendorProductsVariables,
    );
    expect(VENDOR_PRODUCTS_PAGE_CREDITS).toBe(estimate.total);
  });
});

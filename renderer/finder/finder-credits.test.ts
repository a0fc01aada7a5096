/**
 * The finder tells people what a look-up at the service costs. The renderer cannot run the cost
 * formula (it would ship the schema), so it states the figures; these tests bind them to the one
 * formula, with the variables the finder really sends.
 */
import { describe, expect, it } from 'vitest';
import { loadServiceSchema } from '../../shared/api/service-schema.ts';
import { estimateCost } from '../../shared/cost/estimate.ts';
import { OPERATIONS } from '../../shared/operations/catalogue.ts';
import { ordersByNumbersVariables } from '../../shared/operations/orders-by-numbers.ts';
import { ORDER_CHECK_CREDITS } from './order-check.ts';
import { SKU_LOOKUP_CREDITS } from './use-sku-lookup.ts';

const schema = loadServiceSchema();

describe('the credits the finder states', () => {
  it('an order-number check costs what the formula estimates for one slot', () => {
    const estimate = estimateCost(
      schema,
      OPERATIONS.OrdersByNumbers.document,
      ordersByNumbersVariables(['1042']),
    );
    expect(ORDER_CHECK_CREDITS).toBe(estimate.total);
  });

  it('a SKU look-up costs what the formula estimates', () => {
    const estimate = estimateCost(schema, OPERATIONS.ProductBySku.document, { sku: 'SBX-000001' });
    expect(SKU_LOOKUP_CREDITS).toBe(estimate.total);
  });
});

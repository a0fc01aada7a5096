/**
 * The Shipments view states what its lists cost; the renderer cannot run the cost formula, so
 * these tests bind each stated figure to the formula with the variables the screen sends.
 */
import { describe, expect, it } from 'vitest';
import { loadServiceSchema } from '../../shared/api/service-schema.ts';
import { estimateCost } from '../../shared/cost/estimate.ts';
import { OPERATIONS } from '../../shared/operations/catalogue.ts';
import { LATE_PAGE_CREDITS, LATE_VARIABLES } from './late-data.ts';
import { SHIPMENTS_PAGE_CREDITS, shippedVariables } from './shipped-data.ts';

const schema = loadServiceSchema();

describe('the credits the Shipments view states', () => {
  it('a page of the Shipped list', () => {
    const { variables } = shippedVariables({ day: 'today' }, Date.parse('2026-11-27T12:00:00'));
    const estimate = estimateCost(schema, OPERATIONS.ShipmentsPage.document, variables);
    expect(SHIPMENTS_PAGE_CREDITS).toBe(estimate.total);
  });

  it('a page of the Late & at risk list', () => {
    const estimate = estimateCost(schema, OPERATIONS.LateOrdersPage.document, LATE_VARIABLES);
    expect(LATE_PAGE_CREDITS).toBe(estimate.total);
  });
});

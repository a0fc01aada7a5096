/** The Returns view states what a page of its queue costs: bound to the one cost formula. */
import { describe, expect, it } from 'vitest';
import { loadServiceSchema } from '../../shared/api/service-schema.ts';
import { estimateCost } from '../../shared/cost/estimate.ts';
import { OPERATIONS } from '../../shared/operations/catalogue.ts';
import { RETURNS_PAGE_CREDITS, returnsQueueVariables } from './use-returns-queue.ts';

describe('the credits the Returns view states', () => {
  it('a page of the queue', () => {
    const schema = loadServiceSchema();
    const estimate = estimateCost(schema, OPERATIONS.ReturnsQueue.document, returnsQueueVariables);
    expect(RETURNS_PAGE_CREDITS).toBe(estimate.total);
  });
});

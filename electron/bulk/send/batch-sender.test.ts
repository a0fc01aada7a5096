/**
 * How the batch sender picks a request's rows: when a lane frees, not when rows are handed over.
 * Rows handed over while every lane is busy, in any number of turns, wait and go together in the
 * next request, in the order handed over (a fake service whose replies wait for the test; the
 * sender's turns run when the test says).
 */
import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/bridge/errors.ts';
import type { BatchRequest } from '../../broker/plan-batch.ts';
import type { BatchOutcome } from '../../broker/send-batch.ts';
import { createBatchSender } from './batch-sender.ts';

const payload = (id: number) =>
  ok({
    data: { id },
    errors: [],
    scopeWarnings: [],
    cost: { estimated: 1, actual: 1, pageSize: null },
  });

function heldService() {
  const requests: number[][] = [];
  const replies: (() => void)[] = [];
  const executeBatch = async (request: BatchRequest): Promise<BatchOutcome> => {
    const ids = request.items.map((item) => Number(item.variables['id']));
    requests.push(ids);
    await new Promise<void>((resolve) => replies.push(resolve));
    return { kind: 'sent', items: ids.map(payload) };
  };
  const execute = () => Promise.reject(new Error('a single request was not expected'));
  return { requests, replies, executeBatch, execute };
}

describe('the batch sender', () => {
  it('sends the rows that waited for a busy lane together, in the order handed over', async () => {
    const service = heldService();
    const turns: (() => void)[] = [];
    const sender = createBatchSender({
      execute: service.execute,
      executeBatch: service.executeBatch,
      size: () => 10,
      lanes: 1,
      defer: (task) => turns.push(task),
    });
    const send = (id: number) =>
      sender.send({ operationName: 'AddInventory', variables: { id } }, () => Promise.resolve());
    const firstRows = [0, 1, 2].map(send);
    turns.shift()?.();
    expect(service.requests).toEqual([[0, 1, 2]]);
    // The only lane is busy: rows handed over in two more turns wait.
    const laterRows = [3, 4].map(send);
    turns.shift()?.();
    laterRows.push(...[5, 6].map(send));
    turns.shift()?.();
    expect(service.requests).toEqual([[0, 1, 2]]);
    service.replies.shift()?.();
    expect(await Promise.all(firstRows)).toEqual([0, 1, 2].map(payload));
    await expect.poll(() => service.requests.length, { timeout: 30_000 }).toBe(2);
    expect(service.requests[1]).toEqual([3, 4, 5, 6]);
    service.replies.shift()?.();
    expect(await Promise.all(laterRows)).toEqual([3, 4, 5, 6].map(payload));
  });
});

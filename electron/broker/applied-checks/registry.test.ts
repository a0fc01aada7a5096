import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/wire/service.ts';
import { answered } from '../testing/answered.ts';
import type { CheckRead } from './applied.ts';
import { APPLIED_CHECKS, appliedAtOnce, wasApplied } from './registry.ts';

const create = (po_number: unknown) => ({
  data: { po_number, warehouse_id: 'W1', subtotal: '1', shipping_price: '0', total_price: '1' },
});

type Reply = { ok: true; data: unknown } | { ok: false; notFound: boolean };

/** A broker that answers every read so, recording what was asked. */
function runReturning(reply: Reply) {
  const calls: [string, Record<string, unknown>][] = [];
  const run: CheckRead = (request) => {
    calls.push([request.operationName, request.variables]);
    if (reply.ok) return answered(reply.data);
    return Promise.resolve({
      ok: false,
      error: reply.notFound
        ? { kind: 'server', code: ERROR_CODES.notFound, message: 'Not found' }
        : { kind: 'network', message: 'offline' },
    });
  };
  return { run, calls };
}

describe('the check after a lost purchase_order_create', () => {
  it('asks for the PO by the number sent, and finds it applied when the service has it', async () => {
    const { run, calls } = runReturning({
      ok: true,
      data: { purchase_order: { data: { id: 'P1', po_number: 'PO-20261127-AB12' } } },
    });
    expect(await appliedAtOnce('CreatePurchaseOrder', create('PO-20261127-AB12'), run)).toBe('yes');
    expect(calls).toEqual([['PurchaseOrderByNumber', { poNumber: 'PO-20261127-AB12' }]]);
  });

  it('finds it not applied when the service has no PO of that number', async () => {
    const { run } = runReturning({ ok: false, notFound: true });
    expect(await appliedAtOnce('CreatePurchaseOrder', create('PO-X'), run)).toBe('no');
  });

  it('cannot tell when the look-up itself fails, or no number was sent', async () => {
    const failed = runReturning({ ok: false, notFound: false });
    expect(await appliedAtOnce('CreatePurchaseOrder', create('PO-X'), failed.run)).toBe('unknown');
    const unasked = runReturning({ ok: false, notFound: true });
    expect(await appliedAtOnce('CreatePurchaseOrder', create(undefined), unasked.run)).toBe(
      'unknown',
    );
    expect(unasked.calls).toHaveLength(0);
  });
});

describe('the check after a lost return_update_status', () => {
  const sent = { returnId: 'R1', status: 'complete' };
  const reading = (status: unknown) =>
    runReturning({ ok: true, data: { return: { data: { id: 'R1', status } } } });

  it('reads the return back: the status sent means applied, any other not', async () => {
    const applied = reading('complete');
    expect(await appliedAtOnce('UpdateReturnStatus', sent, applied.run)).toBe('yes');
    expect(applied.calls).toEqual([['ReturnsDetail', { id: 'R1' }]]);
    expect(await appliedAtOnce('UpdateReturnStatus', sent, reading('received').run)).toBe('no');
  });

  it('says not applied for an unknown return, and cannot tell when the read fails', async () => {
    const missing = runReturning({ ok: false, notFound: true });
    expect(await appliedAtOnce('UpdateReturnStatus', sent, missing.run)).toBe('no');
    const failed = runReturning({ ok: false, notFound: false });
    expect(await appliedAtOnce('UpdateReturnStatus', sent, failed.run)).toBe('unknown');
    expect(await appliedAtOnce('UpdateReturnStatus', sent, reading(null).run)).toBe('unknown');
  });
});

describe('one registry for the broker and imports', () => {
  const tagged = {
    data: { sku: 'MUG-1', warehouse_id: 'W1', quantity: 1, reason: 'x [import 1a2b3c4d line 2]' },
  };

  it('the broker asks only checks that answer both ways at once', async () => {
    // An import's stock change is found by its tag in the history, where "not found" right
    // after the loss proves nothing yet: the broker reads nothing and says it cannot tell.
    const { run, calls } = runReturning({ ok: true, data: {} });
    expect(await appliedAtOnce('AddInventory', tagged, run)).toBe('unknown');
    expect(await appliedAtOnce('UpdateOrderFulfillmentStatus', { data: {} }, run)).toBe('unknown');
    expect(await appliedAtOnce('NoSuchOperation', tagged, run)).toBe('unknown');
    expect(calls).toEqual([]);
  });

  it('an import asks the same registry, settle-time checks included', async () => {
    const { run, calls } = runReturning({
      ok: true,
      data: {
        inventory_changes: {
          data: {
            edges: [{ node: { reason: 'x [import 1a2b3c4d line 2]', warehouse_id: 'W1' } }],
            pageInfo: { hasNextPage: false, endCursor: null },
          },
        },
      },
    });
    const carries = (text: unknown) => typeof text === 'string' && text.endsWith('line 2]');
    const change = { operationName: 'AddInventory', variables: tagged, carries } as const;
    expect(await wasApplied(change, run)).toBe('yes');
    expect(calls.map(([name]) => name)).toEqual(['InventoryChanges']);
    expect(APPLIED_CHECKS.AddInventory?.proves).toBe('after-settle');
    expect(APPLIED_CHECKS.CreateProduct?.proves).toBe('at-once');
  });
});

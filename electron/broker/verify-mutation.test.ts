import { describe, expect, it } from 'vitest';
import { verifyMutation, type RunQuery } from './verify-mutation.ts';

const create = (po_number: unknown) => ({
  data: { po_number, warehouse_id: 'W1', subtotal: '1', shipping_price: '0', total_price: '1' },
});

function runReturning(reply: Awaited<ReturnType<RunQuery>>) {
  const calls: [string, Record<string, unknown>][] = [];
  const run: RunQuery = (name, variables) => {
    calls.push([name, variables]);
    return Promise.resolve(reply);
  };
  return { run, calls };
}

describe('the check after a lost purchase_order_create', () => {
  it('asks for the PO by the number sent, and finds it applied when the service has it', async () => {
    const { run, calls } = runReturning({
      ok: true,
      data: { purchase_order: { data: { id: 'P1', po_number: 'PO-20261127-AB12' } } },
    });
    expect(await verifyMutation('CreatePurchaseOrder', create('PO-20261127-AB12'), run)).toBe(
      'yes',
    );
    expect(calls).toEqual([['PurchaseOrderByNumber', { poNumber: 'PO-20261127-AB12' }]]);
  });

  it('finds it not applied when the service has no PO of that number', async () => {
    const { run } = runReturning({ ok: false, notFound: true });
    expect(await verifyMutation('CreatePurchaseOrder', create('PO-X'), run)).toBe('no');
  });

  it('cannot tell when the look-up itself fails, or no number was sent', async () => {
    const failed = runReturning({ ok: false, notFound: false });
    expect(await verifyMutation('CreatePurchaseOrder', create('PO-X'), failed.run)).toBe('unknown');
    const unasked = runReturning({ ok: false, notFound: true });
    expect(await verifyMutation('CreatePurchaseOrder', create(undefined), unasked.run)).toBe(
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
    expect(await verifyMutation('UpdateReturnStatus', sent, applied.run)).toBe('yes');
    expect(applied.calls).toEqual([['ReturnsDetail', { id: 'R1' }]]);
    expect(await verifyMutation('UpdateReturnStatus', sent, reading('received').run)).toBe('no');
  });

  it('says not applied for an unknown return, and cannot tell when the read fails', async () => {
    const missing = runReturning({ ok: false, notFound: true });
    expect(await verifyMutation('UpdateReturnStatus', sent, missing.run)).toBe('no');
    const failed = runReturning({ ok: false, notFound: false });
    expect(await verifyMutation('UpdateReturnStatus', sent, failed.run)).toBe('unknown');
    expect(await verifyMutation('UpdateReturnStatus', sent, reading(null).run)).toBe('unknown');
  });
});

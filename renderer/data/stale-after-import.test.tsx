// @vitest-environment happy-dom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportStatus } from '../../shared/bulk/import-contract.ts';
import { ok } from '../../shared/bridge/errors.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import {
  STALE_AFTER_IMPORT,
  WHILE_RUNNING_MS,
  staleReads,
  useStaleAfterImport,
} from './stale-after-import.ts';
import { useOperation } from './use-operation.ts';

afterEach(cleanup);

const RUN: ImportStatus = {
  runId: 'run-1',
  kind: 'stock',
  fileName: 'counts.csv',
  createdAt: 1,
  total: 10,
  counts: { pending: 10, sending: 0, applied: 0, failed: 0, unknown: 0 },
  status: 'running',
  stopReason: null,
  secondsLeft: null,
  settling: null,
  resumable: true,
};
const applied = (n: number, status: ImportStatus['status'] = 'running'): ImportStatus => ({
  ...RUN,
  status,
  counts: { ...RUN.counts, pending: 10 - n, applied: n },
});

describe('which reads an import makes stale', () => {
  it('none until a row is applied; then at most every few seconds while it runs; at once when it ends', () => {
    expect(staleReads(applied(0), undefined, 0)).toEqual([]);
    expect(staleReads(applied(2), undefined, 0)).toEqual(STALE_AFTER_IMPORT.stock);
    const last = { applied: 2, at: 10_000 };
    expect(staleReads(applied(2), last, 20_000)).toEqual([]);
    expect(staleReads(applied(3), last, 10_000 + WHILE_RUNNING_MS - 1)).toEqual([]);
    expect(staleReads(applied(3), last, 10_000 + WHILE_RUNNING_MS)).toEqual(
      STALE_AFTER_IMPORT.stock,
    );
    expect(staleReads(applied(3, 'finished'), last, 10_001)).toEqual(STALE_AFTER_IMPORT.stock);
    expect(staleReads({ ...applied(3, 'paused'), kind: 'orders' }, last, 10_001)).toContain(
      'OrderDetail',
    );
  });
});

function StockPanel({ now }: { readonly now?: () => number }) {
  useStaleAfterImport(now);
  const query = useOperation('ProductDetail', { sku: 'SBX-1' });
  return <p>{query.data ? 'loaded' : 'loading'}</p>;
}

function productBridge() {
  return createFakeBridge({
    session: signedIn(),
    graphql: () =>
      Promise.resolve(
        ok({
          data: { product: null },
          errors: [],
          scopeWarnings: [],
          cost: { estimated: 1, actual: 1, pageSize: null },
        }),
      ),
  });
}

/** How often the panel has read the product from the service. */
const detailReads = (bridge: ReturnType<typeof productBridge>) =>
  bridge.calls.filter((c) => c.method === 'graphql' && c.args[0] === 'ProductDetail').length;

describe('a SKU’s stock panel during an import', () => {
  it('while a run applies rows, is read again at most every few seconds', async () => {
    const bridge = productBridge();
    let time = 50_000;
    const clock = () => time;
    renderWithApp(<StockPanel now={clock} />, bridge);
    const reads = () => detailReads(bridge);
    await waitFor(() => expect(reads()).toBe(1));

    act(() => bridge.pushImport(applied(2)));
    await waitFor(() => expect(reads()).toBe(2));
    time += WHILE_RUNNING_MS - 1;
    await act(async () => {
      bridge.pushImport(applied(3));
      await Promise.resolve();
    });
    // Too soon after the last read: nothing is read again, even after the queue settles.
    expect(reads()).toBe(2);
    time += 1;
    act(() => bridge.pushImport(applied(4)));
    await waitFor(() => expect(reads()).toBe(3));
  });

  it('is read again when the import applies rows, not left at the figure from before', async () => {
    const bridge = productBridge();
    renderWithApp(<StockPanel />, bridge);
    const reads = () => detailReads(bridge);
    await waitFor(() => expect(reads()).toBe(1));
    act(() => bridge.pushImport(applied(0)));
    expect(reads()).toBe(1);
    act(() => bridge.pushImport(applied(10, 'finished')));
    await waitFor(() => expect(reads()).toBe(2));
  });
});

// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { useSignedIn } from '../session/session-context.tsx';
import {
  createFakeBridge,
  failure,
  payload,
  reply,
  signedIn,
  type FakeBridge,
} from '../testing/fake-bridge.ts';
import { OperationError } from './operation-error.ts';
import { flattenPages } from './pages.ts';
import { createQueryClient } from './query-client.ts';
import { useInfiniteOperation, useOperation, useOperationMutation } from './use-operation.ts';

afterEach(cleanup);

function wrapperFor(bridge: FakeBridge) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    wrapper: ({ children }: { readonly children: ReactNode }) => (
      <AppProviders bridge={bridge} queryClient={queryClient}>
        {children}
      </AppProviders>
    ),
  };
}

const session = signedIn({ scopes: ['view:accounts', 'view:products'] });

describe('useOperation', () => {
  it('returns the whole payload: data, scope warnings and cost', async () => {
    const warnings = [{ fieldId: 'Address.phone', requiredScopes: ['view:pii'], occurrences: 2 }];
    const bridge = createFakeBridge({
      session,
      graphql: () => ok(payload({ account: null }, warnings)),
    });
    const { wrapper, queryClient } = wrapperFor(bridge);
    const { result } = renderHook(() => useOperation('AccountWarehouses', {}), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.scopeWarnings).toEqual(warnings);
    expect(result.current.data?.cost.estimated).toBe(1);
    expect(queryClient.getQueryData(['AccountWarehouses', {}])).toBeDefined();
  });

  it('turns { ok: false } into an OperationError of the same kind', async () => {
    const bridge = createFakeBridge({
      session,
      graphql: () =>
        failure({
          kind: 'throttled',
          retryable: true,
          requiredCredits: 500,
          retryInSeconds: 8,
          message: 'Not enough credits',
        }),
    });
    const { wrapper } = wrapperFor(bridge);
    const { result } = renderHook(() => useOperation('AccountWarehouses', {}), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(OperationError);
    expect(result.current.error?.error.kind).toBe('throttled');
    expect(result.current.error?.operationName).toBe('AccountWarehouses');
  });

  it('does not spend credits on an operation the token cannot run', async () => {
    const bridge = createFakeBridge({ session, graphql: () => ok(payload({ orders: null })) });
    const { wrapper } = wrapperFor(bridge);
    const { result } = renderHook(() => useOperation('OrdersPage', { first: 50 }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.error).toMatchObject({
      kind: 'missing-scope',
      scopes: ['view:orders'],
    });
    expect(bridge.calls.filter((c) => c.method === 'graphql')).toEqual([]);
  });
});

describe('useInfiniteOperation', () => {
  it('asks for the next page after the last cursor', async () => {
    const page = (skus: string[], endCursor: string | null) =>
      ok(
        payload({
          products: {
            request_id: 'r',
            complexity: 1,
            data: {
              pageInfo: { hasNextPage: endCursor !== null, endCursor },
              edges: skus.map((sku) => ({ cursor: sku, node: { sku } })),
            },
          },
        }),
      );
    const bridge = createFakeBridge({
      session,
      graphql: (_name, variables) =>
        variables['after'] === 'c1' ? page(['C'], null) : page(['A', 'B'], 'c1'),
    });
    const { wrapper } = wrapperFor(bridge);
    const { result } = renderHook(
      () =>
        useInfiniteOperation(
          'ProductsPage',
          { first: 2, sort: 'sku' },
          (data) => data.products?.data?.pageInfo,
        ),
      { wrapper },
    );
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    const skus = flattenPages(result.current.data, (p) => p.data.products?.data?.edges).map(
      (e) => e.node?.sku,
    );
    expect(skus).toEqual(['A', 'B', 'C']);
    const sent = bridge.calls.filter((c) => c.method === 'graphql').map((c) => c.args[1]);
    expect(sent).toEqual([
      { first: 2, sort: 'sku', after: null },
      { first: 2, sort: 'sku', after: 'c1' },
    ]);
  });
});

describe('useOperationMutation', () => {
  it('reports a change the token lacks the scope for without sending it', async () => {
    const bridge = createFakeBridge({ session, graphql: () => ok(payload({})) });
    const { wrapper } = wrapperFor(bridge);
    const { result } = renderHook(
      () => ({ mutation: useOperationMutation('CreateProduct'), session: useSignedIn() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.session).not.toBeNull());
    const data = {
      name: 'Mug',
      sku: 'MUG-1',
      price: '9.50',
      value: '4.00',
      warehouse_products: [],
    };
    await act(async () => {
      await result.current.mutation.mutateAsync({ data }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.mutation.error?.error.kind).toBe('missing-scope'));
    expect(bridge.calls.filter((c) => c.method === 'graphql')).toEqual([]);
  });
});

describe('what main answers for replies with errors', () => {
  it('delivers partial errors with usable data, and fails when no root field is usable', async () => {
    const lineItems = {
      message: 'Invalid cursor for "after"',
      code: 3,
      path: ['order', 'data', 'line_items'],
    };
    const partialData = { order: { request_id: 'r', complexity: 1, data: { id: 'Order:1' } } };
    const notFound = { message: 'Order not found', code: 5, path: ['order'] };
    let next: 'partial' | 'missing' = 'partial';
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['view:orders'] }),
      graphql: () =>
        next === 'partial' ? reply(partialData, [lineItems]) : reply({ order: null }, [notFound]),
    });
    const { wrapper } = wrapperFor(bridge);
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useOperation('OrderDetail', { id, lineItemsFirst: 2 }),
      { wrapper, initialProps: { id: 'Order:1' } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.errors).toEqual([lineItems]);
    expect(result.current.data?.data.order?.data?.id).toBe('Order:1');
    next = 'missing';
    rerender({ id: 'Order:2' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.error).toEqual({
      kind: 'server',
      message: 'Order not found',
      code: 5,
    });
  });
});

describe('cursor variables', () => {
  it('pages OrderDetail line items through lineItemsAfter', async () => {
    const page = (ids: string[], endCursor: string | null) =>
      ok(
        payload({
          order: {
            request_id: 'r',
            complexity: 1,
            data: {
              id: 'Order:1',
              line_items: {
                total_count: 3,
                pageInfo: { hasNextPage: endCursor !== null, endCursor },
                edges: ids.map((id) => ({ cursor: id, node: { id } })),
              },
            },
          },
        }),
      );
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['view:orders'] }),
      graphql: (_name, variables) =>
        variables['lineItemsAfter'] === 'c1' ? page(['L3'], null) : page(['L1', 'L2'], 'c1'),
    });
    const { wrapper } = wrapperFor(bridge);
    const { result } = renderHook(
      () =>
        useInfiniteOperation(
          'OrderDetail',
          { id: 'Order:1', lineItemsFirst: 2 },
          (data) => data.order?.data?.line_items?.pageInfo,
        ),
      { wrapper },
    );
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    const sent = bridge.calls.filter((c) => c.method === 'graphql').map((c) => c.args[1]);
    expect(sent).toEqual([
      { id: 'Order:1', lineItemsFirst: 2, lineItemsAfter: null },
      { id: 'Order:1', lineItemsFirst: 2, lineItemsAfter: 'c1' },
    ]);
  });
});

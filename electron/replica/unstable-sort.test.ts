/**
 * Complete lists over a service whose sort is not stable across pages: the catalogue copy's first
 * sync, its refresh and the reconciliation pass each hold every record exactly once, because
 * their sorts end in the id. The same fake with the old sorts (a non-unique attribute alone)
 * loses records, which shows the fake is as unstable as it claims.
 */
import { describe, expect, it } from 'vitest';
import type { GraphqlRequest } from '../broker/request.ts';
import { Kind, visit } from 'graphql';
import { OPERATIONS } from '../../shared/operations/catalogue.ts';
import { typedExecute } from '../broker/execute.ts';
import { createCatalogue } from './catalogue.ts';
import { firstSync } from './first-sync.ts';
import { runQuery, walkPages } from './pages.ts';
import { reconcile } from './reconcile.ts';
import { refreshOnce } from './refresh.ts';
import { createServiceClock } from './service-clock.ts';
import { productsPage } from './wire-rows.ts';
import {
  answer,
  unstablePages,
  wrap,
  type FakeRecord,
  type UnstablePages,
} from './testing/unstable-service.ts';

const PAGE = 7;
/** 60 products created and updated in three seconds: long runs of ties on either time. */
const SECONDS = ['2026-11-27 09:00:00', '2026-11-27T09:00:01', '2026-11-27T09:00:02'];
const PRODUCTS: FakeRecord[] = Array.from({ length: 60 }, (_, i) => ({
  // Opaque ids as the real service forms them (base64 of the internal type word and number).
  id: Buffer.from(`ProductInfo:${1000 + i}`).toString('base64'),
  sku: `SKU-${String(i).padStart(3, '0')}`,
  created_at: (SECONDS[i % 3] ?? '').replace(' ', 'T'),
  updated_at: (SECONDS[(i + 1) % 3] ?? '').replace(' ', 'T'),
}));
const STOCK: FakeRecord[] = PRODUCTS.map((p, i) => ({
  id: Buffer.from(`Product:${5000 + i}`).toString('base64'),
  sku: p['sku'] ?? null,
  updated_at: SECONDS[i % 3]?.replace(' ', 'T') ?? null,
}));

function productNode(record: FakeRecord) {
  return {
    node: {
      ...record,
      name: record['sku'],
      barcode: null,
      price: null,
      value: null,
      value_currency: null,
      warehouse_products: [],
    },
  };
}

function stockNode(record: FakeRecord) {
  return {
    node: {
      sku: record['sku'],
      warehouse_id: 'W1',
      warehouse_identifier: 'Primary',
      on_hand: 1,
      allocated: 0,
      available: 1,
      backorder: 0,
      reorder_level: 0,
      reorder_amount: 0,
      price: null,
      value: null,
      updated_at: record['updated_at'],
    },
  };
}

function newest(field: string) {
  const latest = [...PRODUCTS].sort((a, b) => String(b[field]).localeCompare(String(a[field])))[0];
  return wrap({ edges: [{ node: latest }] });
}

/** The `sort` a document fixes itself (ReplicaIds, ReplicaStock), as the broker sends it. */
function documentSort(name: 'ReplicaIds' | 'ReplicaStock'): string {
  let sort = '';
  visit(OPERATIONS[name].document, {
    Argument(node) {
      if (node.name.value === 'sort' && node.value.kind === Kind.STRING) sort = node.value.value;
    },
  });
  return sort;
}

/** The fake service: the replica's operations over PRODUCTS and STOCK, sorted unstably. */
function fakeService(pages: UnstablePages) {
  const sorts: string[] = [];
  const execute = (request: GraphqlRequest) => {
    const vars = request.variables;
    const first = typeof vars['first'] === 'number' ? vars['first'] : 100;
    const after = typeof vars['after'] === 'string' ? vars['after'] : null;
    const sortOf = (fixed: string) => (typeof vars['sort'] === 'string' ? vars['sort'] : fixed);
    const connection = (records: FakeRecord[], sort: string, node: (r: FakeRecord) => unknown) => {
      sorts.push(`${request.operationName}:${sort}`);
      const page = pages.page(records, sort, first, after);
      return wrap({
        pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
        edges: page.nodes.map(node),
      });
    };
    switch (request.operationName) {
      case 'ReplicaMarks':
        return Promise.resolve(
          answer({
            products: newest('updated_at'),
            warehouse_products: wrap({ edges: [{ node: { updated_at: SECONDS[2] } }] }),
          }),
        );
      case 'ReplicaNewest':
        return Promise.resolve(answer({ products: newest('created_at') }));
      case 'ReplicaProducts':
        return Promise.resolve(
          answer({ products: connection(PRODUCTS, sortOf('created_at'), productNode) }, PAGE),
        );
      case 'ReplicaIds':
        return Promise.resolve(
          answer(
            { products: connection(PRODUCTS, documentSort('ReplicaIds'), (r) => ({ node: r })) },
            PAGE,
          ),
        );
      case 'ReplicaStock':
        return Promise.resolve(
          answer(
            { warehouse_products: connection(STOCK, documentSort('ReplicaStock'), stockNode) },
            PAGE,
          ),
        );
      default:
        return Promise.resolve({
          ok: false,
          error: { kind: 'server', message: request.operationName },
        } as const);
    }
  };
  return { execute: typedExecute(execute), sorts };
}

const everySku = PRODUCTS.map((p) => p['sku']).sort();

describe('complete walks over an unstable sort', () => {
  it('the fake is unstable: a walk by creation time alone skips and repeats products', async () => {
    const { execute } = fakeService(unstablePages(7, PAGE));
    const seen: string[] = [];
    await walkPages({
      query: (paging) => runQuery(execute, 'ReplicaProducts', { ...paging, sort: 'created_at' }),
      parse: (data) => {
        const page = productsPage(data);
        return { items: page.products.map((p) => p.sku), pageInfo: page.pageInfo };
      },
      onPage: (items) => seen.push(...items),
      stopped: () => false,
    });
    expect(seen).toHaveLength(PRODUCTS.length);
    expect(new Set(seen).size).toBeLessThan(PRODUCTS.length);
  });

  it('the first sync copies every product exactly once', async () => {
    const pages = unstablePages(7, PAGE);
    const { execute, sorts } = fakeService(pages);
    const result = await firstSync({ execute, clock: createServiceClock() });
    expect(result.products.map((p) => p.sku).sort()).toEqual(everySku);
    expect(pages.requests()).toBeGreaterThan(5);
    expect(new Set(sorts)).toEqual(new Set(['ReplicaProducts:created_at,id']));
  });

  it('a refresh reads every changed product and stock row exactly once', async () => {
    const { execute, sorts } = fakeService(unstablePages(11, PAGE));
    const catalogue = createCatalogue();
    catalogue.setMarks({
      products: { mark: '2026-11-27T08:00:00', closed: false },
      stock: { mark: '2026-11-27T08:00:00', closed: false },
    });
    const result = await refreshOnce({ execute, catalogue, clock: createServiceClock() });
    expect(result.products).toBe(PRODUCTS.length);
    expect(result.stockRows).toBe(STOCK.length);
    expect(
      catalogue
        .snapshot()
        .products.map((p) => p.sku)
        .sort(),
    ).toEqual(everySku);
    expect(new Set(sorts)).toEqual(
      new Set(['ReplicaProducts:updated_at,id', 'ReplicaStock:updated_at,id']),
    );
  });

  it('reconciliation lists every id, so it drops nothing that still exists', async () => {
    const { execute, sorts } = fakeService(unstablePages(13, PAGE));
    const synced = await firstSync({ execute, clock: createServiceClock() });
    const catalogue = createCatalogue();
    catalogue.replaceAll(synced.products);
    const result = await reconcile({ execute, catalogue });
    expect(result).toMatchObject({ listed: PRODUCTS.length, removed: 0 });
    expect(catalogue.snapshot().products).toHaveLength(PRODUCTS.length);
    expect(sorts).toContain('ReplicaIds:created_at,id');
  });
});

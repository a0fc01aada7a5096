/** A fake bridge answering the Returns view's operations from three plain returns. */
import { ok } from '../../../shared/bridge/errors.ts';
import type { ScopeWarningSummary } from '../../../shared/bridge/graphql.ts';
import {
  createFakeBridge,
  payload,
  signedIn,
  type FakeBridge,
  type GraphqlHandler,
} from '../../testing/fake-bridge.ts';

export const NOW_MS = Date.UTC(2026, 10, 27, 12);
const ago = (hours: number): string =>
  new Date(NOW_MS - hours * 3_600_000).toISOString().slice(0, 19);

function queueNode(id: string, legacy: number, status: string, arrivedHours: number | null) {
  return {
    id,
    legacy_id: legacy,
    order_id: `O-${id}`,
    status,
    reason: 'Too small',
    created_at: ago(200),
    total_items_expected: 1,
    total_items_received: arrivedHours === null ? 0 : 1,
    total_items_restocked: 0,
    line_items: [
      {
        id: `L-${id}`,
        quantity_received: arrivedHours === null ? 0 : 1,
        updated_at: ago(arrivedHours ?? 200),
      },
    ],
  };
}

export const QUEUE = [
  queueNode('R1', 101, 'pending', null),
  queueNode('R2', 102, 'received', 5),
  queueNode('R3', 103, 'received', 75),
];

const LABEL_PII: ScopeWarningSummary[] = [
  { fieldId: 'RMALabelType.to_name', requiredScopes: ['view:pii'], occurrences: 1 },
  { fieldId: 'RMALabelType.address_city', requiredScopes: ['view:pii'], occurrences: 1 },
];

export function detailOf(node: (typeof QUEUE)[number], withPii: boolean) {
  return {
    ...node,
    label_type: 'PAID',
    shipping_carrier: 'USPS',
    labels: [
      {
        tracking_number: '9202000',
        carrier: 'USPS',
        to_name: withPii ? 'Aisha Allen' : null,
        address_city: withPii ? 'Sacramento' : null,
        address_state: 'CA',
      },
    ],
    line_items: node.line_items.map((line) => ({
      ...line,
      quantity: 1,
      restock: 0,
      condition: line.quantity_received > 0 ? 'good' : null,
      reason: 'Too small',
      line_item: { sku: 'SBX-1', product_name: 'Blue mug' },
      warehouse: { identifier: 'Primary' },
    })),
    return_history: [{ id: 'H1', body: 'Return created: Too small', created_at: ago(200) }],
  };
}

export const connection = (nodes: readonly unknown[]) => ({
  pageInfo: { hasNextPage: false, endCursor: null },
  edges: nodes.map((node, i) => ({ cursor: String(i), node })),
});

/** Answers by operation; `extra` may take over any operation first (return null to pass). */
export function returnsBridge(
  scopes: readonly string[],
  extra?: (...args: Parameters<GraphqlHandler>) => ReturnType<GraphqlHandler> | null,
): FakeBridge {
  const withPii = scopes.includes('view:pii');
  return createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:returns', 'view:orders', ...scopes] }),
    graphql: (name, variables) => {
      const own = extra ? extra(name, variables) : null;
      if (own) return own;
      switch (name) {
        case 'ReturnsQueue':
          return ok(payload({ returns: { data: connection(QUEUE) } }));
        case 'ReturnsDetail': {
          const found = QUEUE.find((node) => node.id === variables['id']);
          return ok(
            payload(
              { return: { data: found ? detailOf(found, withPii) : null } },
              withPii ? [] : LABEL_PII,
            ),
          );
        }
        case 'ReturnsOrder':
          return ok(payload({ order: { data: { id: variables['id'], order_number: '#100015' } } }));
        default:
          return ok(payload({}));
      }
    },
  });
}

/** A fake bridge answering the Incoming view's operations from a few plain purchase orders. */
import { ok } from '../../../shared/bridge/errors.ts';
import type { ScopeWarningSummary } from '../../../shared/bridge/graphql.ts';
import {
  createFakeBridge,
  payload,
  signedIn,
  type FakeBridge,
  type GraphqlHandler,
} from '../../testing/fake-bridge.ts';

/** Takes over one operation's answer; `null` leaves it to the defaults. */
export type ExtraHandler = (
  ...args: Parameters<GraphqlHandler>
) => Awaited<ReturnType<GraphqlHandler>> | null;

export const TODAY_MS = new Date(2026, 10, 27, 12, 0, 0).getTime();

export function po(id: string, number: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    po_number: number,
    warehouse_id: 'W1',
    vendor_id: 'V1',
    created_at: '2026-11-01T09:00:00',
    po_date: '2026-12-01T00:00:00',
    date_closed: null,
    arrived_at: null,
    fulfillment_status: 'pending',
    total_price: '120.00',
    tracking_number: null,
    ...overrides,
  };
}

export const LATE = po('PO1', '1001', { po_date: '2026-11-20T00:00:00', vendor_id: 'V2' });
export const ON_TIME = po('PO2', '1002');
export const CLOSED = po('PO3', '1003', {
  fulfillment_status: 'closed',
  date_closed: '2026-11-10T10:00:00',
});

export const ARRIVING = po('PO4', '1004', { arrived_at: '2026-11-25T10:00:00' });

export const LINES = [
  {
    id: 'L1',
    sku: 'SBX-1',
    vendor_sku: 'ACME-1',
    product_name: 'Blue mug',
    quantity: 10,
    quantity_received: 4,
    quantity_rejected: 1,
    sell_ahead: 0,
    price: '3.50',
    fulfillment_status: 'pending',
  },
];

export const VENDORS = [
  {
    id: 'V1',
    name: 'Acme Supply',
    email: null,
    account_number: null,
    currency: 'USD',
    created_at: null,
  },
  {
    id: 'V2',
    name: 'Borealis Goods',
    email: null,
    account_number: null,
    currency: 'USD',
    created_at: null,
  },
];

const VENDOR_PII: ScopeWarningSummary[] = [
  { fieldId: 'Vendor.email', requiredScopes: ['view:pii'], occurrences: 2 },
  { fieldId: 'Vendor.account_number', requiredScopes: ['view:pii'], occurrences: 2 },
];

const connection = (nodes: readonly unknown[]) => ({
  pageInfo: { hasNextPage: false, endCursor: null },
  edges: nodes.map((node, i) => ({ cursor: String(i), node })),
});

/** Answers by operation; `extra` may take over any operation first. */
export function poBridge(
  scopes: readonly string[] = ['view:purchase_orders', 'view:vendors', 'change:purchase_orders'],
  extra?: ExtraHandler,
): FakeBridge {
  return createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:accounts', ...scopes] }),
    graphql: (name, variables) => {
      const own = extra ? extra(name, variables) : null;
      if (own) return own;
      switch (name) {
        case 'PurchaseOrdersPage': {
          const closedTab = variables['dateClosedFrom'] !== null;
          const rows = closedTab ? [CLOSED] : [LATE, ON_TIME, CLOSED, ARRIVING];
          return ok(payload({ purchase_orders: { data: connection(rows) } }));
        }
        case 'PurchaseOrderDetail': {
          const found =
            [LATE, ON_TIME, CLOSED, ARRIVING].find((p) => p.id === variables['id']) ?? null;
          return ok(
            payload({
              purchase_order: {
                data: found && {
                  ...found,
                  ship_date: null,
                  po_note: null,
                  description: null,
                  subtotal: null,
                  shipping_price: null,
                  shipping_carrier: 'UPS',
                  shipping_method: null,
                  tracking_number: '1Z999',
                  tracking_numbers: connection([]),
                  line_items: connection(LINES),
                },
              },
            }),
          );
        }
        case 'Vendors':
          return ok(payload({ vendors: { data: connection(VENDORS) } }, VENDOR_PII));
        case 'AccountWarehouses':
          return ok(
            payload({
              account: { data: { id: 'A1', warehouses: [{ id: 'W1', identifier: 'Main' }] } },
            }),
          );
        default:
          return ok(payload({}));
      }
    },
  });
}

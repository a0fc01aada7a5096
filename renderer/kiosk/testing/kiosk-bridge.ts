/**
 * Test data for the kiosk's component tests: a kiosk bridge answering the board's operations
 * from a small fixed warehouse, and switches to make the service fail or the session end.
 */
import type { KioskInfo } from '../../../shared/bridge/contract.ts';
import type { AppInfo } from '../../../shared/bridge/contract.ts';
import { ok, type BridgeResult } from '../../../shared/bridge/errors.ts';
import { createEmitter } from '../../../shared/events/emitter.ts';
import { ERROR_CODES } from '../../../shared/wire/service.ts';
import {
  createFakeBridge,
  failure,
  reply,
  signedIn,
  type FakeBridge,
} from '../../testing/fake-bridge.ts';

export const KIOSK_INFO: KioskInfo = {
  idleTimeoutMs: 60_000,
  refreshShare: 0.1,
  lowCreditThreshold: 0.25,
  refreshIntervalMs: 30_000,
};

const wrap = <T>(data: T) => ({ request_id: 'r', complexity: 1, data });

const STATUSES = ['pending', 'pending', 'fulfilled', 'awaiting-pickup', 'pending', 'canceled'];

function answer(name: string, variables: Record<string, unknown>): unknown {
  switch (name) {
    case 'OrderStatusSample':
      return {
        orders: wrap({ edges: STATUSES.map((s) => ({ node: { fulfillment_status: s } })) }),
      };
    case 'OrdersPage':
      return {
        orders: wrap({
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: [1, 2].map((n) => ({
            cursor: `c${n}`,
            node: {
              id: `Order:${variables['status'] as string}:${n}`,
              order_number: `#${variables['status'] === 'pending' ? 100 : 200}${n}`,
              shop_name: 'Main shop',
              fulfillment_status: variables['status'],
              order_date: '2026-08-23T14:56:24',
              updated_at: '2026-08-23T15:00:00',
              currency: 'USD',
              subtotal: '1.00',
              total_tax: '0.00',
              total_price: '1.00',
            },
          })),
        }),
      };
    case 'LowStock':
      return {
        warehouse_products: wrap({
          pageInfo: { hasNextPage: true, endCursor: 'x' },
          edges: [
            { id: 'WP:1', sku: 'SBX-000001', on_hand: 0, reorder_level: 5, name: 'Work Gloves' },
            { id: 'WP:2', sku: 'SBX-000002', on_hand: 3, reorder_level: 10, name: 'Camp Mug' },
            { id: 'WP:3', sku: 'SBX-000003', on_hand: 50, reorder_level: 10, name: 'Belt' },
          ].map(({ name: productName, ...node }) => ({
            node: {
              ...node,
              warehouse_id: 'W:1',
              warehouse_identifier: 'Primary',
              available: node.on_hand,
              product: { name: productName },
            },
          })),
        }),
      };
    case 'ProductDetail': {
      const sku = variables['sku'] as string;
      if (!sku.startsWith('SBX-')) return { product: null };
      return {
        product: wrap({
          id: `Product:${sku}`,
          sku,
          name: `Product ${sku}`,
          barcode: '810042001213',
          warehouse_products: ['Primary', 'Reno West'].map((identifier, i) => ({
            id: `WP:${sku}:${i}`,
            warehouse_id: `W:${i}`,
            on_hand: i === 0 ? 36 : 2,
            allocated: 1,
            available: i === 0 ? 35 : 1,
            backorder: 0,
            reorder_level: 5,
            reorder_amount: 20,
            updated_at: null,
            warehouse: { id: `W:${i}`, identifier },
          })),
        }),
      };
    }
    default:
      return null;
  }
}

export interface KioskBridge extends FakeBridge {
  /** Makes every GraphQL call fail as unreachable, or work again. */
  setFailing(failing: boolean): void;
  readonly priorities: { readonly operation: string; readonly priority: string }[];
  pushAppInfo(info: AppInfo): void;
}

export function createKioskBridge(
  info: KioskInfo = KIOSK_INFO,
  exitKiosk: (pin: string) => Promise<BridgeResult<AppInfo>> = () =>
    Promise.resolve(failure({ kind: 'invalid-input', message: 'Wrong PIN. 4 tries left.' })),
): KioskBridge {
  const appEvents = createEmitter<AppInfo>((error) => {
    throw error;
  }, 'app');
  const priorities: { operation: string; priority: string }[] = [];
  const state = { failing: false };
  const fake = createFakeBridge({
    session: signedIn(),
    overrides: {
      getAppInfo: () => Promise.resolve(ok({ kiosk: info })),
      onAppInfo: appEvents.subscribe,
      exitKiosk,
      graphql: (operationName, variables, priority) => {
        priorities.push({ operation: operationName, priority: priority ?? 'foreground' });
        if (state.failing) {
          return Promise.resolve(failure({ kind: 'network', message: 'unreachable' }));
        }
        const data = answer(operationName, variables);
        // Null where a record was asked for: the service's "not found" at that root field.
        const missing =
          typeof data === 'object' && data !== null
            ? Object.keys(data)
                .filter((root) => Reflect.get(data, root) === null)
                .map((root) => [root])
            : [[]];
        const errors = missing.map((path) => ({
          message: 'Not found',
          code: ERROR_CODES.notFound,
          path,
        }));
        return Promise.resolve(reply(data, errors) as never);
      },
    },
  });
  const bridge = Object.assign(fake, {
    priorities,
    setFailing: (failing: boolean) => {
      state.failing = failing;
    },
    pushAppInfo: appEvents.emit,
  });
  return bridge;
}

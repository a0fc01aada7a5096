/**
 * Test and benchmark support: the real sandbox (its clock the same fake clock the brief runs on),
 * a broker signed in to it, a brief engine over sealed in-memory files, and helpers that make
 * things happen at the service through its own GraphQL mutations.
 */
import type { AlertSettings, Brief, BriefAlert, BriefKind } from '../../../shared/brief/brief.ts';
import type { Account } from '../../../sandbox/data/types.ts';
import { createFakeCipher } from '../../auth/testing/fake-cipher.ts';
import { ownerOf, startHarness, type Harness } from '../../broker/testing/broker-harness.ts';
import { createMemoryFiles, type ReplicaFiles } from '../../replica/replica-files.ts';
import type { SecretCipher } from '../../store/secret-cipher.ts';
import type { SandboxOptions } from '../../../sandbox/options.ts';
import { createFakeScheduler, type FakeScheduler } from '../../time/testing/fake-scheduler.ts';
import { typedExecute, type ExecuteRequest } from '../../broker/execute.ts';
import { createBriefEngine, type BriefEngine } from '../brief-engine.ts';
import { createBriefStore, type BriefStore } from '../brief-store.ts';
import type { StockLookup } from '../refresh-context.ts';

/** A Friday morning, 09:00 UTC: yesterday and today make the period. */
export const WORLD_START = Date.parse('2026-11-27T09:00:00Z');

export interface BriefWorld {
  readonly harness: Harness;
  readonly scheduler: FakeScheduler;
  readonly account: Account;
  /** The in-memory files (unless other files were given). */
  readonly files: ReturnType<typeof createMemoryFiles>;
  readonly store: BriefStore;
  readonly alerts: BriefAlert[];
  readonly briefs: Brief[];
  /** Every request the engines sent: operation and credits charged. */
  readonly sent: { operation: string; credits: number }[];
  settings: AlertSettings;
  mayPoll: boolean;
  /** A new engine over the same files (a restart), started for the sandbox account. */
  engine(): Promise<BriefEngine>;
  /** A mutation or query at the sandbox, as the owner, outside the brief's spending. */
  service(query: string, variables: Record<string, unknown>): Promise<unknown>;
  readonly stock: StockLookup;
  close(): Promise<void>;
}

export const TARGET = { profileId: 'sandbox', account: 'sandbox-owner' } as const;

export interface WorldOptions {
  readonly sandbox?: Partial<Omit<SandboxOptions, 'now'>>;
  /** Where the brief is kept (default: in memory) and what seals it (default: a fake keyring). */
  readonly files?: ReplicaFiles;
  readonly cipher?: SecretCipher;
  readonly start?: number;
}

export async function startBriefWorld(options: WorldOptions = {}): Promise<BriefWorld> {
  const scheduler = createFakeScheduler(options.start ?? WORLD_START);
  const harness = await startHarness({
    products: 60,
    orders: 200,
    credits: 1_000_000,
    rate: 60,
    ...options.sandbox,
    now: () => scheduler.now(),
  });
  const account = harness.sandbox.data.accounts[0];
  if (!account) throw new Error('the sandbox has no account');
  const memoryFiles = createMemoryFiles();
  const files = options.files ?? memoryFiles;
  const store = createBriefStore({ cipher: options.cipher ?? createFakeCipher(), files });
  const token = harness.sandbox.auth.issueAccessToken(ownerOf(harness.sandbox), null);
  const sent: BriefWorld['sent'] = [];
  const execute: ExecuteRequest = async (request) => {
    const result = await harness.broker.execute(request);
    sent.push({
      operation: request.operationName,
      credits: result.ok ? (result.value.cost.actual ?? result.value.cost.estimated) : 1,
    });
    return result;
  };
  const stock: StockLookup = (sku, warehouseId) => {
    const row = account.warehouseProductsBySku
      .get(sku)
      ?.find((r) => r.warehouse_id === warehouseId);
    if (!row) return null;
    return {
      reorderLevel: row.reorder_level,
      allocated: row.allocated,
      warehouseLabel: row.warehouse_identifier,
    };
  };
  const world: BriefWorld = {
    harness,
    scheduler,
    account,
    files: memoryFiles,
    store,
    alerts: [],
    briefs: [],
    sent,
    settings: { kinds: [], budgetShare: 0.05 },
    mayPoll: true,
    stock,
    async engine() {
      const engine = createBriefEngine({
        execute: typedExecute(execute),
        stock: (sku, warehouseId) => world.stock(sku, warehouseId),
        store,
        settings: () => world.settings,
        scopes: () => null,
        rate: () => 60,
        mayPoll: () => world.mayPoll,
        emit: (brief) => world.briefs.push(brief),
        alert: (alert) => world.alerts.push(alert),
        scheduler,
      });
      await engine.start(TARGET);
      return engine;
    },
    async service(query, variables) {
      const response = await fetch(`${harness.sandbox.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
      if (body.errors && body.errors.length > 0) {
        throw new Error(`sandbox refused: ${JSON.stringify(body.errors[0])}`);
      }
      return body.data;
    },
    close: () => harness.close(),
  };
  return world;
}

/** The ids on a line of a brief. */
export function idsOn(brief: Brief | null, kind: BriefKind): string[] {
  return brief?.lines.find((line) => line.kind === kind)?.items.map((item) => item.id) ?? [];
}

export function countOn(brief: Brief | null, kind: BriefKind): number {
  return brief?.lines.find((line) => line.kind === kind)?.count ?? 0;
}

export const HOLD = `mutation($data: UpdateOrderHoldsInput!) {
  order_update_holds(data: $data) { request_id }
}`;
export const REMOVE_STOCK = `mutation($data: UpdateInventoryInput!) {
  inventory_remove(data: $data) { request_id }
}`;
export const ADD_STOCK = `mutation($data: UpdateInventoryInput!) {
  inventory_add(data: $data) { request_id }
}`;
export const SET_REORDER = `mutation($data: UpdateWarehouseProductInput!) {
  warehouse_product_update(data: $data) { request_id }
}`;
export const RECEIVE_PO = `mutation($data: UpdatePurchaseOrderInput!) {
  purchase_order_update(data: $data) { request_id }
}`;
export const SET_STATUS = `mutation($data: UpdateOrderFulfillmentStatusInput!) {
  order_update_fulfillment_status(data: $data) { request_id }
}`;

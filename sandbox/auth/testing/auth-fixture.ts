import type { Account, SandboxData, User, UserKind } from '../../data/types.ts';
import { encodeId } from '../../data/types.ts';

/**
 * A tiny SandboxData for the auth tests: the demo users of both accounts and nothing else. The
 * real seed lives in sandbox/data; auth only reads `accounts[i].users`.
 */

function user(
  legacyId: number,
  accountId: string,
  email: string,
  kind: UserKind,
  password: string | null,
): User {
  const [first = 'Demo', last = 'User'] = email.split('@')[0]?.split('.') ?? [];
  return {
    id: encodeId('User', legacyId),
    legacy_id: legacyId,
    account_id: accountId,
    email,
    first_name: first,
    last_name: last,
    password,
    kind,
  };
}

function account(legacyId: number, email: string, users: (id: string) => User[]): Account {
  const id = encodeId('Account', legacyId);
  return {
    id,
    legacy_id: legacyId,
    email,
    username: email,
    status: 'active',
    is_multi_warehouse: false,
    is_3pl: false,
    dynamic_slotting: false,
    cycle_count_enabled: false,
    ship_backorders: false,
    quota: { max: 4004, rate: 60 },
    users: users(id),
    warehouses: [],
    products: [],
    productsBySku: new Map(),
    warehouseProductsBySku: new Map(),
    orders: [],
    ordersById: new Map(),
    inventoryChanges: [],
    vendors: [],
    productVendors: new Map(),
    purchaseOrders: [],
    version: 0,
    nextLegacyId: new Map(),
  };
}

export function authFixture(): SandboxData {
  return {
    accounts: [
      account(1, 'owner@sandbox.test', (id) => [
        user(1, id, 'owner@sandbox.test', 'owner', 'sandbox'),
        user(2, id, 'staff@sandbox.test', 'staff', 'sandbox'),
        user(3, id, 'developer@sandbox.test', 'developer', null),
      ]),
      account(2, 'owner@second.sandbox.test', (id) => [
        user(4, id, 'owner@second.sandbox.test', 'owner', 'sandbox'),
      ]),
    ],
  };
}

export function fixtureUser(data: SandboxData, email: string): User {
  for (const acc of data.accounts) {
    const found = acc.users.find((u) => u.email === email);
    if (found) return found;
  }
  throw new Error(`fixture has no user ${email}`);
}

/**
 * Every scope in plain words, for people: "See orders", "Change stock". Screens lead with these
 * and show the identifier (`view:orders`) as secondary text. Typed over the scope catalogue, so a
 * scope cannot exist without its words.
 */
import { isScope, type Scope } from './scopes.ts';

export const SCOPE_LABELS: { readonly [S in Scope]: string } = {
  openid: 'Confirm who you are',
  profile: 'See your name and e-mail',
  offline_access: 'Stay signed in',
  'view:accounts': 'See account details',
  'view:billing': 'See bills',
  'view:data_exports': 'See data exports',
  'view:inbound_shipments': 'See inbound shipments',
  'view:inventory': 'See stock and its history',
  'view:labor': 'See labor activity',
  'view:lots': 'See lots',
  'view:orders': 'See orders',
  'view:pii': 'See customer details',
  'view:products': 'See products',
  'view:purchase_orders': 'See purchase orders',
  'view:returns': 'See returns',
  'view:shipments': 'See shipments',
  'view:shipping_plans': 'See shipping plans',
  'view:users': 'See users',
  'view:vendors': 'See vendors',
  'view:warehouse_ops': 'See warehouse operations',
  'view:webhooks': 'See webhooks',
  'view:wholesale_orders': 'See wholesale orders',
  'view:work_orders': 'See work orders',
  'change:accounts': 'Change account settings',
  'change:billing': 'Change bills',
  'change:inbound_shipments': 'Change inbound shipments',
  'change:inventory': 'Change stock',
  'change:lots': 'Change lots',
  'change:orders': 'Change orders',
  'change:products': 'Change products',
  'change:purchase_orders': 'Change purchase orders',
  'change:returns': 'Change returns',
  'change:shipments': 'Change shipments',
  'change:shipping_plans': 'Change shipping plans',
  'change:users': 'Change users',
  'change:vendors': 'Change vendors',
  'change:webhooks': 'Change webhooks',
  'change:wholesale_orders': 'Change wholesale orders',
  'change:work_orders': 'Change work orders',
};

/** The words for a scope; an identifier the catalogue does not know stays as it is. */
export function scopeLabel(scope: string): string {
  return isScope(scope) ? SCOPE_LABELS[scope] : scope;
}

/** "Change products" or "See orders and Change stock", for messages. */
export function scopeLabels(scopes: readonly string[]): string {
  return scopes.map(scopeLabel).join(' and ');
}

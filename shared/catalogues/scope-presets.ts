import type { Scope } from './scopes.ts';

/** Scope presets offered at sign-in. Users can edit the individual scopes. */
export interface ScopePreset {
  readonly id: 'account-manager' | 'floor-kiosk';
  readonly label: string;
  readonly description: string;
  readonly scopes: readonly Scope[];
}

const DASHBOARD_VIEW_SCOPES = [
  'view:accounts',
  'view:products',
  'view:orders',
  'view:inventory',
] as const satisfies readonly Scope[];

export const SCOPE_PRESETS: readonly ScopePreset[] = [
  {
    id: 'account-manager',
    label: 'Account manager',
    description:
      'Everything the dashboard shows, customer details, shipments and returns, what is coming in (purchase orders, vendors), and product, stock, order, purchase order and return changes.',
    scopes: [
      'openid',
      'profile',
      'offline_access',
      ...DASHBOARD_VIEW_SCOPES,
      'view:pii',
      // "Where is my order?": the order pane's shipments and returns sections.
      'view:shipments',
      'view:returns',
      // "When does more arrive?": the Incoming view.
      'view:purchase_orders',
      'view:vendors',
      'change:products',
      'change:inventory',
      'change:orders',
      'change:purchase_orders',
      // "What came back": the Returns view's status change.
      'change:returns',
    ],
  },
  {
    id: 'floor-kiosk',
    label: 'Floor kiosk',
    description: 'Read-only stock and order queue, no customer details. For shared warehouse PCs.',
    scopes: ['openid', 'profile', 'offline_access', ...DASHBOARD_VIEW_SCOPES],
  },
];

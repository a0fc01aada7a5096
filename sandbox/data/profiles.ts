/**
 * The two sandbox accounts: who they are, how their records are named, and their fixed users.
 * The first account's sizes come from the command line; the second is a small fixed tenant that
 * proves data and credit pools are kept apart.
 */

import type { City, VariantKind } from './names.ts';
import type { UserKind } from './types.ts';

export interface ProfileUser {
  email: string;
  first_name: string;
  last_name: string;
  password: string | null;
  kind: UserKind;
}

export interface AccountProfile {
  company: string;
  username: string;
  /** Domain of the account's own addresses (invoices, users). */
  domain: string;
  skuPrefix: string;
  /** GS1 company prefix (6 digits): makes barcodes unique per account. */
  barcodePrefix: string;
  firstOrderNumber: number;
  /** Shop names with their share of orders. */
  shops: Readonly<Record<string, number>>;
  /** Account-specific fulfillment statuses, besides pending, fulfilled and canceled. */
  customStatuses: readonly string[];
  /** Where the primary warehouse is. */
  primary: City & { street: string };
  /** Product kinds this account sells: nouns from `PRODUCT_KINDS` matching these variants. */
  variants: readonly VariantKind[];
  users: readonly ProfileUser[];
}

export const FIRST_PROFILE: AccountProfile = {
  company: 'Sandbox Outfitters',
  username: 'sandbox-outfitters',
  domain: 'sandbox.test',
  skuPrefix: 'SBX',
  barcodePrefix: '810042',
  firstOrderNumber: 100_001,
  shops: { 'Sandbox Outfitters': 60, 'Amazon US': 22, Etsy: 12, 'Sandbox Outfitters Wholesale': 6 },
  customStatuses: ['awaiting-pickup', 'on-hold'],
  primary: {
    street: '2750 NW Front Ave',
    city: 'Portland',
    state: 'Oregon',
    stateCode: 'OR',
    zipPrefix: '972',
    areaCode: '503',
  },
  variants: ['size', 'color'],
  users: [
    {
      email: 'owner@sandbox.test',
      first_name: 'Morgan',
      last_name: 'Reyes',
      password: 'sandbox',
      kind: 'owner',
    },
    {
      email: 'staff@sandbox.test',
      first_name: 'Jamie',
      last_name: 'Park',
      password: 'sandbox',
      kind: 'staff',
    },
    {
      email: 'developer@sandbox.test',
      first_name: 'Riley',
      last_name: 'Okoro',
      password: null,
      kind: 'developer',
    },
  ],
};

export const SECOND_PROFILE: AccountProfile = {
  company: 'Harbor & Pine Home Goods',
  username: 'harbor-and-pine',
  domain: 'second.sandbox.test',
  skuPrefix: 'HPH',
  barcodePrefix: '850377',
  firstOrderNumber: 5_001,
  shops: { 'Harbor & Pine': 80, 'Harbor & Pine Wholesale': 20 },
  customStatuses: ['backordered'],
  primary: {
    street: '18 Commerce Dr',
    city: 'Burlington',
    state: 'Vermont',
    stateCode: 'VT',
    zipPrefix: '054',
    areaCode: '802',
  },
  variants: ['color'],
  users: [
    {
      email: 'owner@second.sandbox.test',
      first_name: 'Dana',
      last_name: 'Whitfield',
      password: 'sandbox',
      kind: 'owner',
    },
  ],
};

/**
 * The second account's fixed size and quota (docs/service-notes.md "Credits": 2002 at 30 per
 * second).
 */
export const SECOND_ACCOUNT_SIZE = {
  warehouses: 1,
  products: 50,
  orders: 100,
  quota: { max: 2002, rate: 30 },
} as const;

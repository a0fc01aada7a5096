/**
 * Helpers of the order-import spec: orders and their timelines read over the bridge (what any
 * page script could ask main), to check what an import changed, and that it changed it once.
 */
import type { Page } from '@playwright/test';
import { ordersByNumbersVariables } from '../../shared/operations/orders-by-numbers.ts';
import { callBridge } from './bridge-call.ts';

export interface OrderSeen {
  readonly id: string;
  readonly number: string;
  readonly status: string;
  readonly holds: Readonly<Record<string, boolean | null>>;
  readonly tags: readonly string[];
}

interface GraphqlAnswer {
  ok?: boolean;
  value?: { data?: Record<string, unknown> };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

interface Edges {
  data?: { edges?: { node?: Record<string, unknown> }[] };
}

/** Orders by number (at most 20), as the service has them now. */
export async function ordersByNumber(page: Page, numbers: readonly string[]): Promise<OrderSeen[]> {
  const answer = (await callBridge(page, 'graphql', {
    operationName: 'OrdersByNumbers',
    variables: ordersByNumbersVariables(numbers),
  })) as GraphqlAnswer;
  return numbers.map((number, slot) => {
    const node = (answer.value?.data?.[`o${slot}`] as Edges | undefined)?.data?.edges?.[0]?.node;
    if (!node) throw new Error(`order ${number} not found`);
    return {
      id: text(node['id']),
      number,
      status: text(node['fulfillment_status']),
      holds: (node['holds'] ?? {}) as Record<string, boolean | null>,
      tags: (node['tags'] ?? []) as string[],
    };
  });
}

/** The texts of an order's timeline, newest first (its first 100 entries). */
export async function timelineTexts(page: Page, orderId: string): Promise<string[]> {
  const answer = (await callBridge(page, 'graphql', {
    operationName: 'OrderTimeline',
    variables: { orderId, first: 100 },
  })) as GraphqlAnswer;
  const edges = (answer.value?.data?.['order_history'] as Edges | undefined)?.data?.edges ?? [];
  return edges.map((edge) => text(edge.node?.['information']));
}

/** Statuses the account uses, from a sample of its orders. */
export async function statusesInUse(page: Page): Promise<string[]> {
  const answer = (await callBridge(page, 'graphql', {
    operationName: 'OrderStatusSample',
    variables: { first: 100 },
  })) as GraphqlAnswer;
  const edges = (answer.value?.data?.['orders'] as Edges | undefined)?.data?.edges ?? [];
  return [...new Set(edges.map((edge) => text(edge.node?.['fulfillment_status'])))];
}

/**
 * The orders list's filters: what a person knows about an order, each mapped to one of the
 * service's own `orders` arguments. Shared by the renderer (the list, its chips, navigation into
 * it) and main (saved views are stored and validated in main), so the shape is defined once:
 * the zod schemas in filter-schemas.ts, which only main loads at run time (zod stays out of the
 * renderer's bundle).
 */
import type { z } from 'zod';
import type { orderFiltersSchema, savedOrderViewSchema } from './filter-schemas.ts';

export type OrderFilters = z.infer<typeof orderFiltersSchema>;
export type OrderFilterKey = keyof OrderFilters;

/** Chip order: what identifies an order first, then narrowing filters. */
export const ORDER_FILTER_KEYS: readonly OrderFilterKey[] = [
  'orderNumber',
  'email',
  'sku',
  'dateFrom',
  'dateTo',
  'updatedFrom',
  'status',
  'hasHold',
  'hasBackorder',
  'shop',
  'warehouseId',
  'tag',
];

export const NO_ORDER_FILTERS: OrderFilters = {};

export type SavedOrderView = z.infer<typeof savedOrderViewSchema>;

/** How many views one profile keeps; the sidebar stays a list, not a second app. */
export const MAX_SAVED_ORDER_VIEWS = 50;

/** The filters actually set: text trimmed, empty text and `undefined` keys dropped. */
export function activeOrderFilters(filters: OrderFilters): OrderFilters {
  const active: { -readonly [K in OrderFilterKey]?: OrderFilters[K] } = {};
  for (const key of ORDER_FILTER_KEYS) {
    const value = filters[key];
    if (typeof value === 'boolean') setFilter(active, key, value);
    else if (typeof value === 'string' && value.trim() !== '') setFilter(active, key, value.trim());
  }
  return active;
}

function setFilter(
  target: { -readonly [K in OrderFilterKey]?: OrderFilters[K] },
  key: OrderFilterKey,
  value: string | boolean,
): void {
  Object.assign(target, { [key]: value });
}

/**
 * Filters a saved view never keeps: a customer's e-mail address is personal data, and views are
 * stored as plain settings whatever the session may see. They apply to the list, not to views.
 */
export const UNSAVED_ORDER_FILTERS: readonly OrderFilterKey[] = ['email'];

/** The active filters a saved view keeps. */
export function savableOrderFilters(filters: OrderFilters): OrderFilters {
  const active = activeOrderFilters(filters);
  const kept: { -readonly [K in OrderFilterKey]?: OrderFilters[K] } = {};
  for (const key of ORDER_FILTER_KEYS) {
    const value = active[key];
    if (value !== undefined && !UNSAVED_ORDER_FILTERS.includes(key)) setFilter(kept, key, value);
  }
  return kept;
}

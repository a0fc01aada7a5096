/** The filter panel's form: every field as text, converted to and from `OrderFilters`. */
import { activeOrderFilters, type OrderFilters } from '../../shared/orders/filters.ts';
import { normalizeOrderNumber } from './order-filters.ts';

export interface FilterDraft {
  readonly orderNumber: string;
  readonly email: string;
  readonly sku: string;
  readonly dateFrom: string;
  readonly dateTo: string;
  /** No field of its own (it comes from the morning brief); kept so applying the form keeps it. */
  readonly updatedFrom: string;
  readonly shop: string;
  readonly warehouseId: string;
  /** '' any, 'yes', 'no'. */
  readonly hasHold: string;
  readonly hasBackorder: string;
  readonly tag: string;
  readonly status: string;
}

const flag = (value: boolean | undefined): string =>
  value === undefined ? '' : value ? 'yes' : 'no';
const fromFlag = (value: string): boolean | undefined =>
  value === 'yes' ? true : value === 'no' ? false : undefined;

export function draftOf(filters: OrderFilters): FilterDraft {
  return {
    orderNumber: filters.orderNumber ?? '',
    email: filters.email ?? '',
    sku: filters.sku ?? '',
    dateFrom: filters.dateFrom ?? '',
    dateTo: filters.dateTo ?? '',
    updatedFrom: filters.updatedFrom ?? '',
    shop: filters.shop ?? '',
    warehouseId: filters.warehouseId ?? '',
    hasHold: flag(filters.hasHold),
    hasBackorder: flag(filters.hasBackorder),
    tag: filters.tag ?? '',
    status: filters.status ?? '',
  };
}

/** The draft as filters; the e-mail is dropped when the token may not filter by it. */
export function filtersOf(draft: FilterDraft, canSeePii: boolean): OrderFilters {
  return activeOrderFilters({
    orderNumber:
      draft.orderNumber.trim() === '' ? undefined : normalizeOrderNumber(draft.orderNumber),
    email: canSeePii ? draft.email : undefined,
    sku: draft.sku,
    dateFrom: draft.dateFrom,
    dateTo: draft.dateTo,
    updatedFrom: draft.updatedFrom,
    shop: draft.shop,
    warehouseId: draft.warehouseId,
    hasHold: fromFlag(draft.hasHold),
    hasBackorder: fromFlag(draft.hasBackorder),
    tag: draft.tag,
    status: draft.status,
  });
}

/** A range whose end comes before its start finds nothing: say so instead of running it. */
export function draftProblem(draft: FilterDraft): string | null {
  if (draft.dateFrom !== '' && draft.dateTo !== '' && draft.dateTo < draft.dateFrom) {
    return 'The end date is before the start date';
  }
  return null;
}

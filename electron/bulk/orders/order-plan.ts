/**
 * An order import's plan: the rows that passed validation, in file order, as they are journalled,
 * and the mutation each sends. Every row names its order by id (looked up from its number in the
 * preview), so a resumed run changes the same order even if numbers were reused since.
 */
import { z } from 'zod';
import { HOLD_NAMES, PLACEABLE_HOLDS } from '../../../shared/orders/holds.ts';
import type { OperationCall } from '../../broker/execute.ts';
import { withTag } from '../run/import-tag.ts';
import { parsePlan, planSchema } from '../run/plan-schema.ts';

/** Who the service records as writing an import's notes. */
export const NOTE_SOURCE = 'Floorboard import';

const base = {
  line: z.number().int().positive(),
  orderId: z.string().min(1),
  orderNumber: z.string().min(1),
};

export const plannedOrderChangeSchema = z.discriminatedUnion('change', [
  z.strictObject({ ...base, change: z.literal('status'), status: z.string().min(1) }),
  z.strictObject({
    ...base,
    change: z.enum(['place-hold', 'clear-hold']),
    hold: z.enum(PLACEABLE_HOLDS),
  }),
  z.strictObject({ ...base, change: z.literal('tag'), tag: z.string().min(1) }),
  z.strictObject({ ...base, change: z.literal('note'), note: z.string().min(1) }),
]);
export type PlannedOrderChange = z.infer<typeof plannedOrderChangeSchema>;

export const orderPlanSchema = planSchema('orders', plannedOrderChangeSchema);
export type OrderPlan = z.infer<typeof orderPlanSchema>;

export function parseOrderPlan(value: unknown): OrderPlan | null {
  return parsePlan(orderPlanSchema, value);
}

/** What the row sets or adds: the status, the hold's key, the tag or the note. */
export function changeValue(row: PlannedOrderChange): string {
  switch (row.change) {
    case 'status':
      return row.status;
    case 'place-hold':
    case 'clear-hold':
      return row.hold;
    case 'tag':
      return row.tag;
    case 'note':
      return row.note;
  }
}

/** Why an imported hold was placed, tagged with the run and line that placed it. */
export function holdNote(hold: PlaceableHold, runId: string, line: number) {
  return withTag(`${HOLD_NAMES[hold]} placed by a Floorboard import.`, runId, line);
}

/** The mutations an order import sends. */
export type OrderOperation =
  | 'UpdateOrderFulfillmentStatus'
  | 'UpdateOrderHolds'
  | 'PlaceOrderHold'
  | 'AddOrderTags'
  | 'AddOrderNote';

type PlaceableHold = (typeof PLACEABLE_HOLDS)[number];

/** One hold's flag, as the holds input takes it. */
const holdFlag = (hold: PlaceableHold, on: boolean): Partial<Record<PlaceableHold, boolean>> => ({
  [hold]: on,
});

/** The allowlisted mutation and its variables for one planned change. */
export function orderMutation(
  row: PlannedOrderChange,
  runId: string,
): OperationCall<OrderOperation> {
  const order_id = row.orderId;
  switch (row.change) {
    case 'status':
      // The tag as the reason: the order's history says which import and line set it.
      return {
        operationName: 'UpdateOrderFulfillmentStatus',
        variables: {
          data: { order_id, fulfillment_status: row.status, reason: withTag('', runId, row.line) },
        },
      };
    case 'place-hold':
      // The hold carries its reason, as the order pane's does: the note goes in the same
      // request, after the hold (mutation root fields run in document order).
      return {
        operationName: 'PlaceOrderHold',
        variables: {
          hold: { order_id, ...holdFlag(row.hold, true) },
          note: {
            order_id,
            history_entry: { source: NOTE_SOURCE, message: holdNote(row.hold, runId, row.line) },
          },
        },
      };
    case 'clear-hold':
      return {
        operationName: 'UpdateOrderHolds',
        variables: { data: { order_id, ...holdFlag(row.hold, false) } },
      };
    case 'tag':
      return { operationName: 'AddOrderTags', variables: { data: { order_id, tags: [row.tag] } } };
    case 'note':
      return {
        operationName: 'AddOrderNote',
        variables: {
          data: {
            order_id,
            history_entry: { source: NOTE_SOURCE, message: withTag(row.note, runId, row.line) },
          },
        },
      };
  }
}

/**
 * Validation of the orders list's filters and saved views, for main (bridge payloads and the
 * stored views). The renderer imports only the types, from filters.ts.
 */
import { z } from 'zod';

/** `YYYY-MM-DD`, a calendar day in the user's terms; sent as the day's first or last second. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date such as 2025-06-01');
/** An instant in the service's words (`YYYY-MM-DDTHH:MM:SS`, UTC), as the service filters by it. */
const instant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, 'A time such as 2025-06-01T05:00:00');
const text = z.string().trim().min(1).max(200);

export const orderFiltersSchema = z.strictObject({
  orderNumber: text.optional(),
  email: text.optional(),
  sku: text.optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  /** Changed at or after this instant (the morning brief's period start). */
  updatedFrom: instant.optional(),
  shop: text.optional(),
  warehouseId: text.optional(),
  hasHold: z.boolean().optional(),
  hasBackorder: z.boolean().optional(),
  tag: text.optional(),
  status: text.optional(),
});

/** A saved, named filter set of the orders list, kept per connection profile. */
export const savedOrderViewSchema = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'Give the view a name').max(80),
  filters: orderFiltersSchema,
});

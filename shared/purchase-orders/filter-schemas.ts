/** The Incoming list's filters as main validates them (an export's target); zod stays in main. */
import { z } from 'zod';
import { PO_TABS } from './filters.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = z.string().trim().min(1).max(200);

export const purchaseOrderFiltersSchema = z.strictObject({
  tab: z.enum(PO_TABS),
  warehouseId: text.optional(),
  status: text.optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  vendorId: text.optional(),
});

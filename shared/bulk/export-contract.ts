/**
 * What the renderer and main say to each other about exports (docs/bulk.md "Exports"). The
 * renderer names what to export and picks an id for the run, so it can cancel it while the call
 * is still waiting; progress comes back as `export` events, the file as a `FileDelivery`.
 */
import { z } from 'zod';
import { orderFiltersSchema } from '../orders/filter-schemas.ts';
import { purchaseOrderFiltersSchema } from '../purchase-orders/filter-schemas.ts';
import { replicaQuerySchema } from '../replica/query-schemas.ts';
import type { FileDelivery } from './import-contract.ts';

const productsTarget = replicaQuerySchema
  .omit({ offset: true, limit: true })
  .extend({ kind: z.literal('products') });

export const exportTargetSchema = z.discriminatedUnion('kind', [
  productsTarget,
  z.strictObject({
    kind: z.literal('orders'),
    filters: orderFiltersSchema,
    /** The grid's sort as the service takes it (`-order_date,shop_name`); null: the default. */
    sort: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_,+-]*$/)
      .nullable(),
  }),
  z.strictObject({ kind: z.literal('history'), sku: z.string().trim().min(1).max(200) }),
  z.strictObject({
    kind: z.literal('purchase-orders'),
    filters: purchaseOrderFiltersSchema,
    /** The person's today (`YYYY-MM-DD`), so "late" and "this week" match the list on screen. */
    today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    sort: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_,+-]*$/)
      .nullable(),
  }),
  z.strictObject({
    kind: z.literal('shipments'),
    /** The Shipped list's range as the service takes it: whole local days, first to last second. */
    dateFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
    dateTo: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
    /** Only this carrier's, or this method's, labels; null for all (filtered in main). */
    carrier: z.string().trim().min(1).max(200).nullable(),
    method: z.string().trim().min(1).max(200).nullable(),
  }),
]);
export type ExportTarget = z.infer<typeof exportTargetSchema>;
export type ExportKind = ExportTarget['kind'];

export const EXPORT_REQUESTS = {
  /** Runs an export to the end (or until cancelled) and answers with the file. */
  'export.run': z.strictObject({
    exportId: z.uuid(),
    /** Prefix the byte-order mark Excel needs to read UTF-8. */
    excel: z.boolean(),
    target: exportTargetSchema,
  }),
  'export.cancel': z.strictObject({ exportId: z.uuid() }),
} as const;

export interface ExportResult {
  readonly delivery: FileDelivery;
  /** Rows written (0 when cancelled). */
  readonly rows: number;
}

export interface ExportProgress {
  readonly exportId: string;
  readonly kind: ExportKind;
  /** Rows fetched so far. */
  readonly rows: number;
  /** Rows in all, when known up front (products, from the local copy); null when paging. */
  readonly total: number | null;
  /** While the broker holds the next page for credits. */
  readonly waitingSeconds: number | null;
}

export interface ExportResponses {
  'export.run': ExportResult;
  'export.cancel': null;
}

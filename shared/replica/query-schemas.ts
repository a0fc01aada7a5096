/**
 * The zod schemas main validates replica requests with. Apart from query.ts so that the renderer,
 * which imports the replica's constants and types, never loads zod.
 */
import { z } from 'zod';
import { MAX_WINDOW_ROWS, QUICK_FILTERS, REPLICA_SORT_KEYS } from './query.ts';
import type { ReplicaImageRequest, ReplicaLookup, ReplicaQuery } from './query.ts';

export const replicaQuerySchema = z.strictObject({
  // Any text is safe (it is never a pattern); the limit only bounds the payload.
  text: z.string().max(10_000),
  sort: z.enum(REPLICA_SORT_KEYS).optional(),
  descending: z.boolean().optional(),
  warehouseId: z.string().min(1).max(100).nullable().optional(),
  quick: z.enum(QUICK_FILTERS).optional(),
  offset: z.number().int().min(0).max(10_000_000),
  limit: z.number().int().min(1).max(MAX_WINDOW_ROWS),
}) satisfies z.ZodType<ReplicaQuery>;

export const replicaLookupSchema = z.strictObject({
  code: z.string().min(1).max(200),
}) satisfies z.ZodType<ReplicaLookup>;

export const replicaImageSchema = z.strictObject({
  after: z
    .strictObject({
      copy: z.string().min(1).max(200),
      version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    })
    .nullable(),
}) satisfies z.ZodType<ReplicaImageRequest>;

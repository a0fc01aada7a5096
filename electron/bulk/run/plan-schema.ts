/**
 * The journalled plan of an import of any kind: the kind, the file's name, the rows that passed
 * the preview (in file order) and the lines it refused, with what they said, kept so the results
 * account for every line of the file and a refused line can be fixed from the results file.
 */
import { z } from 'zod';

export function planSchema<const K extends string, Row extends z.ZodType>(kind: K, row: Row) {
  return z.strictObject({
    kind: z.literal(kind),
    fileName: z.string(),
    rows: z.array(row),
    skipped: z.array(
      z.strictObject({
        line: z.number().int().positive(),
        message: z.string(),
        /** The line's cells in the kind's column order (absent in journals written before). */
        cells: z.array(z.string()).optional(),
      }),
    ),
  });
}

/** A journalled plan read back, or null when it is not one of this kind. */
export function parsePlan<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What 'alerts.save' accepts: known kinds, each once, and a budget share main can keep to. */
import { z } from 'zod';
import { ALERT_KINDS } from './brief.ts';

/** The largest share of the restore rate background checks may take (the rest is the user's). */
export const MAX_BUDGET_SHARE = 0.25;
/** The smallest: below it a check could not run often enough to tell anyone anything. */
export const MIN_BUDGET_SHARE = 0.01;

export const alertSettingsSchema = z.strictObject({
  kinds: z
    .array(z.enum(ALERT_KINDS))
    .max(ALERT_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Each kind once'),
  budgetShare: z
    .number()
    .min(MIN_BUDGET_SHARE, `At least ${MIN_BUDGET_SHARE * 100} %`)
    .max(MAX_BUDGET_SHARE, `At most ${MAX_BUDGET_SHARE * 100} %`),
});

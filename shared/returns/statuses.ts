/**
 * A return's `status`. The schema types it as a free string and the specification lists no
 * values, so these are the words the sandbox uses and the app offers; the app shows any other
 * word as the service sent it and treats it as not yet processed.
 */
export const RETURN_STATUSES = ['pending', 'partial', 'received', 'complete', 'canceled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Statuses after which nothing more happens to a return: it was processed (or called off). */
const PROCESSED: ReadonlySet<string> = new Set(['complete', 'canceled', 'cancelled']);

export function isReturnStatus(value: string): value is ReturnStatus {
  return (RETURN_STATUSES as readonly string[]).includes(value);
}

export function isProcessedStatus(status: string | null | undefined): boolean {
  return status != null && PROCESSED.has(status.toLowerCase());
}

/** What each status means to a person reading the queue. */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  pending: 'On its way',
  partial: 'Partly arrived',
  received: 'Arrived',
  complete: 'Processed',
  canceled: 'Canceled',
};

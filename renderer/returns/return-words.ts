/** How the Returns view words a return's status and age. */
import { isReturnStatus, RETURN_STATUS_LABELS } from '../../shared/returns/statuses.ts';
import type { QueueGroup } from './returns-queue.ts';

/** The status in a person's words; any other word as the service sent it. */
export function returnStatusLabel(status: string | null | undefined): string {
  const word = status?.trim() ?? '';
  if (word === '') return 'No status';
  return isReturnStatus(word) ? RETURN_STATUS_LABELS[word] : word;
}

/** "3 days", "5 hours", "under an hour": how long since `fromMs`. */
export function ageText(fromMs: number, nowMs: number): string {
  const hours = Math.floor((nowMs - fromMs) / 3_600_000);
  if (hours < 1) return 'under an hour';
  if (hours < 48) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}

/** The queue's Age cell: since arrival for those that arrived, since creation otherwise. */
export function queueAgeText(
  group: QueueGroup,
  arrivedMs: number | null,
  createdMs: number | null,
  nowMs: number,
): string {
  if (arrivedMs !== null && group !== 'processed')
    return `Arrived ${ageText(arrivedMs, nowMs)} ago`;
  if (createdMs === null) return '';
  return `Created ${ageText(createdMs, nowMs)} ago`;
}

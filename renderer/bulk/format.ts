/** Words for import numbers and states. */
import type {
  ImportCounts,
  ImportSettling,
  ImportStatus,
} from '../../shared/bulk/import-contract.ts';
import { formatDuration } from '../format/date.ts';

export const count = (n: number): string => n.toLocaleString('en-US');

export function settled(status: ImportStatus): number {
  const { applied, failed, unknown } = status.counts;
  return applied + failed + unknown;
}

export function summary(status: ImportStatus): string {
  const { applied, failed, unknown, pending, sending } = status.counts;
  const parts = [`${count(applied)} applied`];
  if (failed > 0) parts.push(`${count(failed)} failed`);
  if (unknown > 0) parts.push(`${count(unknown)} unknown`);
  const open = pending + sending;
  if (open > 0)
    parts.push(`${count(open)} ${status.status === 'cancelled' ? 'not sent' : 'to go'}`);
  return parts.join(' · ');
}

export function headline(status: ImportStatus): string {
  const of = `${count(settled(status))} of ${count(status.total)} rows`;
  switch (status.status) {
    case 'running':
      return `Importing ${status.fileName}: ${of}`;
    case 'paused':
      return status.resumable && status.stopReason
        ? `Import of ${status.fileName} stopped: ${of}`
        : `Import of ${status.fileName} paused: ${of}`;
    case 'cancelled':
      return `Import of ${status.fileName} cancelled: ${of}`;
    case 'finished':
      return `Imported ${status.fileName}: ${of}`;
  }
}

/**
 * A row waiting out its settle time, in the user's terms: "Checking whether row 412 was applied
 * before the interruption — about 40 s left".
 */
export function settlingNote(settling: ImportSettling, counts: ImportCounts): string {
  const why = settling.interrupted ? 'before the interruption' : 'after its reply was lost';
  const left = settling.seconds > 0 ? `about ${count(settling.seconds)} s left` : 'checking now';
  const others = settling.rows - 1;
  const more =
    others > 0 ? ` (${count(others)} more row${others === 1 ? '' : 's'} waiting too)` : '';
  // The waiting rows stay `sending`; anything else unsettled is still being sent.
  const goingOn = counts.pending + counts.sending - settling.rows > 0;
  return `Checking whether row ${count(settling.line)} was applied ${why} — ${left}${more}. It is sent again only if the service still has not got it${goingOn ? '; other rows go on meanwhile' : ''}.`;
}

/** Below this, the time left is not worth a line that flickers away at once. */
const TIME_LEFT_SHOWN_FROM_S = 5;

/**
 * The run's time left, from main's count of the rows not yet done: "About 3 min 20 s left at the
 * import's share of the credits". Null while not running or nearly done.
 */
export function timeLeftNote(status: ImportStatus): string | null {
  const left = status.secondsLeft;
  if (status.status !== 'running' || left === null || left < TIME_LEFT_SHOWN_FROM_S) return null;
  return `About ${formatDuration(left)} left at the import’s share of the credits`;
}

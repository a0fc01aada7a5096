/**
 * Where a stream reads on from. Times are whole seconds of the service's clock, so reading from
 * the newest time seen reads that second's records again (a credit each; the lines ignore what
 * they hold already), and reading from the next second is safe only once that second was over at
 * the service when the read ran: then every record of it was in the read. The service tells no
 * time, but records bound it (electron/replica/service-clock.ts, the catalogue copy's rule): a
 * record written at T and received at our L proves the service's clock is at least T − L ahead.
 */
import { isoMs, isoPlusOneSecond, type ServiceClock } from '../replica/service-clock.ts';

export function nextCursor(
  from: string,
  newest: string | null,
  sentAt: number,
  receivedAt: number,
  clock: ServiceClock,
): string {
  if (newest === null || newest < from) return from;
  clock.observe(newest, receivedAt);
  const markMs = isoMs(newest);
  const serviceAtSend = clock.atLeast(sentAt);
  const closed = markMs !== null && serviceAtSend !== null && serviceAtSend >= markMs + 1000;
  return closed ? isoPlusOneSecond(newest) : newest;
}

/**
 * The service's clock, as far as the replica can prove it. Refreshes ask for records updated at
 * or after a mark, in the service's zone-less, whole-second `updated_at`. Asking from the mark
 * itself re-reads (and re-pays for) the records of that second; asking from the next second is
 * only safe once that second is over at the service. The service tells no time, but each record
 * bounds it: when a reply holding `updated_at` T arrives at local time L, the service's clock is
 * at least T − L ahead of ours. The largest such bound is kept; it never overstates the service's
 * time, so a second it says is over is over. See docs/replica.md.
 */

/** Zone-less ISO (`2026-11-24T11:20:05`) as ms, read as UTC; the bound absorbs any zone. */
export function isoMs(iso: string): number | null {
  const ms = Date.parse(`${iso.slice(0, 19)}Z`);
  return Number.isFinite(ms) ? ms : null;
}

export function isoPlusOneSecond(iso: string): string {
  const ms = isoMs(iso);
  return ms === null ? iso : new Date(ms + 1000).toISOString().slice(0, 19);
}

export interface ServiceClock {
  /** A reply received at local `localMs` held a record updated at `updatedAt`. */
  observe(updatedAt: string | null, localMs: number): void;
  /** The least the service's clock can read when ours reads `localMs`; null before any reply. */
  atLeast(localMs: number): number | null;
}

export function createServiceClock(): ServiceClock {
  let lead: number | null = null;
  return {
    observe(updatedAt, localMs) {
      const ms = updatedAt === null ? null : isoMs(updatedAt);
      if (ms === null) return;
      const bound = ms - localMs;
      if (lead === null || bound > lead) lead = bound;
    },
    atLeast: (localMs) => (lead === null ? null : localMs + lead),
  };
}

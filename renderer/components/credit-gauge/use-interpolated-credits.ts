import { useContext, useEffect, useState } from 'react';
import type { CreditSample } from '../../../shared/bridge/credits.ts';
import { creditsAt, secondsUntilFull } from '../../../shared/cost/bucket.ts';
import { NowClock } from '../../state/use-now.ts';

/** The gauge's reading at this moment, between two samples from main. */
export interface CreditReading {
  /** Interpolated at the restore rate since the sample, capped at the maximum. */
  readonly available: number;
  readonly max: number;
  readonly rate: number;
  readonly secondsUntilFull: number;
  /** Seconds left of the broker's pacing wait, counting down locally; `null` when not pacing. */
  readonly waitingSeconds: number | null;
  /** When this reading holds (ms since the epoch). */
  readonly at: number;
}

export const TICK_MS = 250;

/**
 * Re-reads the bucket every 250 ms (cheap and smooth enough for a number and a bar) and stops
 * ticking once it is full and nothing waits, so an idle kiosk does no work.
 */
export function useInterpolatedCredits(sample: CreditSample | null): CreditReading | null {
  const clock = useContext(NowClock);
  const [now, setNow] = useState(clock);

  useEffect(() => {
    if (!sample) return;
    const waitEnds = sample.at + (sample.waitingSeconds ?? 0) * 1000;
    const id = setInterval(() => {
      const t = clock();
      setNow(t);
      if (creditsAt(sample, t) >= sample.max && t >= waitEnds) clearInterval(id);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [sample, clock]);

  if (!sample) return null;
  // Until the first tick after a new sample, `now` may predate it: creditsAt then gives the
  // sample's own value, which is right.
  const waiting =
    sample.waitingSeconds === null
      ? null
      : Math.max(0, sample.waitingSeconds - Math.max(0, now - sample.at) / 1000);
  const at = Math.max(now, sample.at);
  return {
    at,
    available: creditsAt(sample, now),
    max: sample.max,
    rate: sample.rate,
    secondsUntilFull: Math.max(0, secondsUntilFull(sample, at)),
    waitingSeconds: waiting !== null && waiting > 0 ? waiting : null,
  };
}

/**
 * The brief as main keeps it: what was kept locally at once ('brief.get'), then a refresh
 * (unless it was brought up to date a moment ago: switching views back and forth costs nothing),
 * and every `brief` event main pushes as its engine brings it up to date. A refresh that fails
 * keeps the figures shown and says why (the brief's own 'error' state).
 */
import { useCallback, useContext, useEffect, useState } from 'react';
import type { Brief } from '../../shared/brief/brief.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import { describeError } from '../components/status/describe-error.ts';
import { NowClock } from '../state/use-now.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { parseBriefTime } from './brief-status-words.ts';

export interface BriefState {
  /** Null until main has answered once. */
  readonly brief: Brief | null;
  /** Why main could not give a brief at all (no brief to show). */
  readonly error: BridgeError | null;
  readonly refresh: () => void;
}

/** The kept brief marked as failed, with the reason in words, when a refresh was refused. */
function failed(brief: Brief, error: BridgeError): Brief {
  const { title, detail } = describeError(error);
  return { ...brief, state: 'error', error: `${title}. ${detail}` };
}

/** Coming back to the Overview within this long of a refresh shows the brief as kept. */
export const BRIEF_REFRESH_AFTER_MS = 2 * 60_000;

function justBroughtUpToDate(brief: Brief | null, now: number): boolean {
  if (brief?.state !== 'fresh' || brief.updatedAt === null) return false;
  const at = parseBriefTime(brief.updatedAt);
  return at !== null && now - at.getTime() < BRIEF_REFRESH_AFTER_MS;
}

export function useBrief(): BriefState {
  const bridge = useBridge();
  const clock = useContext(NowClock);
  const [brief, setBrief] = useState<Brief | null>(null);
  const [error, setError] = useState<BridgeError | null>(null);

  const refresh = useCallback(() => {
    setBrief((kept) => (kept === null ? kept : { ...kept, state: 'refreshing' }));
    void bridge.refreshBrief().then((result) => {
      if (result.ok) {
        // Null: signed out meanwhile; what is shown stays until the session says so.
        if (result.value !== null) setBrief(result.value);
        setError(null);
        return;
      }
      setBrief((kept) => (kept === null ? kept : failed(kept, result.error)));
      setError(result.error);
    });
  }, [bridge]);

  useEffect(() => {
    let active = true;
    let pushed = false;
    const off = bridge.onBrief((next) => {
      pushed = true;
      setBrief(next);
      setError(null);
    });
    void bridge.getBrief().then((result) => {
      if (!active) return;
      // A push that arrived meanwhile is newer than this answer; null: nothing kept yet.
      if (result.ok && !pushed && result.value !== null) setBrief(result.value);
      if (!result.ok) setError(result.error);
      if (!(result.ok && justBroughtUpToDate(result.value, clock()))) refresh();
    });
    return () => {
      active = false;
      off();
    };
  }, [bridge, refresh, clock]);

  return { brief, error, refresh };
}

/**
 * The brief as main keeps it: what was kept locally at once ('brief.get'), then a refresh, and
 * every `brief` event main pushes as its engine brings it up to date. A refresh that fails
 * keeps the figures shown and says why (the brief's own 'error' state).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Brief } from '../../shared/brief/brief.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import { describeError } from '../components/status/describe-error.ts';
import { useBridge } from '../session/bridge-context.tsx';

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

export function useBrief(): BriefState {
  const bridge = useBridge();
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
      refresh();
    });
    return () => {
      active = false;
      off();
    };
  }, [bridge, refresh]);

  return { brief, error, refresh };
}

import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useNow } from '../state/use-now.ts';
import { MorningBrief } from './MorningBrief.tsx';
import { useBrief } from './use-brief.ts';

/** The brief where main has one; its place held until then, or why main has none. */
export function BriefSection() {
  const { brief, error, refresh } = useBrief();
  // Re-read each minute, so "at 08:12" becomes a date once the day has turned.
  const now = useNow(60_000);
  if (brief !== null) return <MorningBrief brief={brief} now={now} onRefresh={refresh} />;
  if (error !== null) return <ErrorView error={error} onRetry={refresh} />;
  return <SkeletonRows rows={7} columns={2} label="Reading what changed since yesterday" />;
}

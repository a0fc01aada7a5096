import { Button } from '../../components/controls/Button.tsx';
import { formatTimeOfDay } from '../../format/date.ts';
import { useNow } from '../../state/use-now.ts';
import type { DayRange } from './change-range.ts';
import type { Feed } from './feed.ts';
import { costWords, feedSummary, incompleteWords, staleWords } from './feed-words.ts';
import type { FeedRead } from './read-changes.ts';
import { FEED_FRESH_MS } from './use-stock-changes.ts';

/**
 * What the feed shows and what reading it cost; a warning when it is not the whole range, and
 * when it was read a while ago (with Refresh).
 */
export function FeedStatus({
  feed,
  read,
  range,
  readAt,
  refreshing,
  onRefresh,
}: {
  readonly feed: Feed;
  readonly read: FeedRead;
  readonly range: DayRange;
  readonly readAt: number;
  readonly refreshing: boolean;
  readonly onRefresh: () => void;
}) {
  const now = useNow(60_000);
  const routineRows = feed.rows.filter((row) => row.kind === 'routine').length;
  const incomplete = incompleteWords(read);
  const stale = refreshing ? null : staleWords(readAt, now, FEED_FRESH_MS);
  return (
    <div className="feed-status">
      <div className="feed-status-text">
        <span role="status">
          {refreshing ? 'Reading the changes again…' : feedSummary(feed, routineRows)}
        </span>
        <span className="muted feed-cost">
          {costWords(read, range)} Read at {formatTimeOfDay(readAt)}.
        </span>
        {incomplete ? <span className="feed-warning">{incomplete}</span> : null}
        {stale ? <span className="feed-warning">{stale}</span> : null}
      </div>
      <Button size="sm" icon="refresh" busy={refreshing} onClick={onRefresh}>
        Refresh
      </Button>
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Icon } from '../components/icons/Icon.tsx';
import { describeError } from '../components/status/describe-error.ts';
import { formatClock } from './board-words.ts';

const UNREACHABLE = new Set(['network', 'server', 'rate-limited', 'throttled']);

/**
 * One calm line while the board's refreshes fail: the board keeps its last data and
 * says how old it is; the next refresh retries by itself, and the line goes once one succeeds.
 */
export function ConnectionBanner({ queries }: { readonly queries: readonly UseQueryResult[] }) {
  const failing = queries.filter((query) => query.isError);
  const [first] = failing;
  if (first === undefined) return null;
  const dated = failing.map((query) => query.dataUpdatedAt).filter((at) => at > 0);
  const since = dated.length > 0 ? Math.min(...dated) : null;
  const kind = first.error.error.kind;
  const title = UNREACHABLE.has(kind)
    ? 'Can’t reach the service'
    : describeError(first.error.error).title;
  return (
    <div className="board-banner" role="status">
      <Icon name="refresh" size={24} />
      <span>
        {since === null
          ? `${title} — retrying`
          : `${title} — showing data from ${formatClock(since)}, retrying`}
      </span>
    </div>
  );
}

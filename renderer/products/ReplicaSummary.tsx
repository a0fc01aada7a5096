import { formatInteger } from '../format/number.ts';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { useReplicaRows } from '../replica/use-replica-rows.ts';
import { useReplicaFilter } from './replica-filter.ts';

/**
 * "20,000 products · 37 below reorder level" under the title; with a search, how many match.
 * Shares the grid's query (same key), so it costs nothing more.
 */
export function ReplicaSummary() {
  const filter = useReplicaFilter();
  const status = useReplicaStatus();
  const query = useReplicaRows(filter, status.lastRefreshedAt, true);
  const { first } = query;
  let text = 'Searching…';
  if (first) {
    const { counts, catalogue } = first;
    const low = `${formatInteger(counts.low)} below reorder level`;
    text =
      filter.text.trim() === '' && filter.warehouseId === null
        ? `${formatInteger(catalogue)} products · ${low}`
        : `${formatInteger(counts.all)} of ${formatInteger(catalogue)} products match · ${low}`;
  }
  return (
    <span role="status" className="list-status">
      {text}
    </span>
  );
}

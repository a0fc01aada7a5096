import { formatAge } from '../format/age.ts';
import { useNow } from '../state/use-now.ts';

/** "Updated 2 min ago" for data fetched at `updatedAt` (ms; 0 = never). */
export function UpdatedAge({ updatedAt }: { readonly updatedAt: number }) {
  const now = useNow(5_000);
  if (updatedAt === 0) return null;
  return <span className="board-panel-age">{formatAge(now - updatedAt)}</span>;
}

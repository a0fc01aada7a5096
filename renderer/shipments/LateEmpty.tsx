import { Button } from '../components/controls/Button.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { formatInteger } from '../format/number.ts';
import { LATE_PAGE_CREDITS } from './late-data.ts';

/**
 * The Late list with no row to show. "Nothing is late" only once every page that could hold a
 * late order was read; while pages remain, it says how far it read and offers the next page (an
 * empty grid has no end to scroll to, so it would never load on its own).
 */
export function LateEmpty({
  more,
  read,
  loadingMore,
  onReadMore,
}: {
  readonly more: boolean;
  readonly read: number;
  readonly loadingMore: boolean;
  readonly onReadMore: () => void;
}) {
  if (!more) {
    return (
      <EmptyState title="Nothing is late">
        No open order is past its ship date or due within a day.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title="None late so far"
      action={
        <Button size="sm" busy={loadingMore} disabled={loadingMore} onClick={onReadMore}>
          Read more orders
        </Button>
      }
    >
      None of the {formatInteger(read)} open orders read so far is late or due within a day, but
      more remain. The next page costs about {formatInteger(LATE_PAGE_CREDITS)} credits.
    </EmptyState>
  );
}

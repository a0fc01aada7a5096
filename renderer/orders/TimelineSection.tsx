import { LoadMoreButton } from '../components/controls/LoadMoreButton.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { formatDateTime } from '../format/date.ts';
import { AddNoteForm } from './AddNoteForm.tsx';
import { ScopedSection } from './ScopedSection.tsx';
import { useOrderTimeline } from './use-order-sections.ts';

/** What happened to the order, newest first: who did it and why; older entries on demand. */
export function TimelineSection({ orderId }: { readonly orderId: string }) {
  const { gate, query, entries } = useOrderTimeline(orderId);
  // Entries already shown stay when a later page (or a refresh) fails; the error sits below them.
  const shown = { ...query, isError: query.isError && query.data === undefined };
  const olderError = query.isError && query.data !== undefined ? query.error : null;
  return (
    <ScopedSection title="Timeline" what="the order’s history" gate={gate} query={shown}>
      <AddNoteForm orderId={orderId} />
      {entries.length === 0 ? (
        <p className="muted">Nothing recorded yet.</p>
      ) : (
        <ol className="timeline" aria-label="Order history, newest first">
          {entries.map((entry, index) => (
            <li key={entry.id ?? index}>
              <time className="muted timeline-when">{formatDateTime(entry.created_at)}</time>
              <span className="timeline-what">{entry.information}</span>
              <span className="muted timeline-who">{entry.username}</span>
            </li>
          ))}
        </ol>
      )}
      {/* "Show older entries" below is the way to try again. */}
      {olderError ? <ErrorView error={olderError} compact /> : null}
      <LoadMoreButton query={query}>Show older entries</LoadMoreButton>
    </ScopedSection>
  );
}

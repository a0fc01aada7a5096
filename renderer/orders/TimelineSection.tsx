import { formatDateTime } from '../format/date.ts';
import { AddNoteForm } from './AddNoteForm.tsx';
import { ScopedSection } from './ScopedSection.tsx';
import { useOrderTimeline } from './use-order-sections.ts';

/** What happened to the order, newest first: who did it and why. */
export function TimelineSection({ orderId }: { readonly orderId: string }) {
  const { gate, query, entries, more } = useOrderTimeline(orderId);
  return (
    <ScopedSection title="Timeline" what="the order’s history" gate={gate} query={query}>
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
      {more ? <p className="muted">Older entries are not shown.</p> : null}
    </ScopedSection>
  );
}

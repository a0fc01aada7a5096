import { Icon } from '../components/icons/Icon.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { formatDateTime } from '../format/date.ts';
import type { LateRow } from './late-rows.ts';
import { useShipmentsViewState } from './view-state.ts';

/** "Due since 26 Nov 2026, 00:00": the Late list's scope as a person reads it. */
export function lateScopeText(dueFrom: string): string {
  return `Due since ${formatDateTime(dueFrom) ?? dueFrom}`;
}

/** "2 at risk (due within a day) and 8 late, newest due first." under a scope. */
export function scopedLateCountText(
  rows: readonly Pick<LateRow, 'lateness'>[],
  more: boolean,
): string {
  const late = rows.filter((row) => row.lateness === 'late').length;
  const atRisk = rows.length - late;
  const count = (n: number) => n.toLocaleString('en-US');
  const loading = more ? ' More are loading.' : '';
  return `${count(atRisk)} at risk (due within a day) and ${count(late)} late, newest due first.${loading}`;
}

/**
 * The Late list's "due since" scope (set by the morning brief's line) as a removable chip, so a
 * later visit never shows a narrowed list without saying so.
 */
export function LateScopeChip() {
  const dueFrom = useShipmentsViewState((state) => state.lateDueFrom);
  const setLateDueFrom = useShipmentsViewState((state) => state.setLateDueFrom);
  if (dueFrom === null) return null;
  const text = lateScopeText(dueFrom);
  return (
    <div className="filter-chips" aria-label="Active filters" role="group">
      <button
        type="button"
        className="filter-chip"
        aria-label={`Remove filter ${text}`}
        title="Only orders whose ship date fell since then, newest due first"
        onClick={() => setLateDueFrom(null)}
      >
        <span>{text}, newest due first</span>
        <Icon name="close" size={12} />
      </button>
    </div>
  );
}

/** Nothing under the scope: older late orders may remain, so it does not say "nothing is late". */
export function LateScopeEmpty() {
  return (
    <EmptyState title="Nothing late or at risk in this period">
      No open order due since then is late or due within a day. Remove the “Due since” filter to see
      older late orders.
    </EmptyState>
  );
}

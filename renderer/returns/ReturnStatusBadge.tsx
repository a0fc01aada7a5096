import { returnStatusLabel } from './return-words.ts';

const TONES: Readonly<Record<string, string>> = {
  pending: 'is-pending',
  complete: 'is-done',
  canceled: 'is-canceled',
  cancelled: 'is-canceled',
};

/** A return's status in words (the service's word in the tooltip), and "Overdue" beside it. */
export function ReturnStatusBadge({
  status,
  overdue = false,
}: {
  readonly status: string | null | undefined;
  readonly overdue?: boolean;
}) {
  const word = status?.trim() ?? '';
  return (
    <span className="return-status">
      <span className={`status-badge ${TONES[word.toLowerCase()] ?? ''}`} title={word}>
        {returnStatusLabel(word)}
      </span>
      {overdue ? (
        <span className="overdue-badge" title="Arrived more than 48 hours ago, not processed">
          Overdue
        </span>
      ) : null}
    </span>
  );
}

import { EmptyValue } from '../components/pii/FieldValue.tsx';
import { statusWords } from '../../shared/orders/status-words.ts';

/**
 * Fulfillment statuses are the account's own words (free strings), shown as words (the slug in
 * the tooltip). The few every
 * account shares get a tone; any other word is neutral.
 */
const TONES: Readonly<Record<string, string>> = {
  pending: 'is-pending',
  fulfilled: 'is-done',
  shipped: 'is-done',
  canceled: 'is-canceled',
  cancelled: 'is-canceled',
};

export function StatusBadge({ status }: { readonly status: string | null | undefined }) {
  const text = status?.trim() ?? '';
  if (text === '') return <EmptyValue />;
  return (
    <span className={`status-badge ${TONES[text.toLowerCase()] ?? ''}`} title={text}>
      {statusWords(text)}
    </span>
  );
}

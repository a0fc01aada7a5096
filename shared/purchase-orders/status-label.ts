import { statusWords } from '../orders/status-words.ts';
import { isPartlyReceived, type PoFacts } from './filters.ts';

/** What a still-pending PO with goods arrived on it reads. */
export const PARTLY_RECEIVED_LABEL = 'Partly received';

/**
 * The status a person reads for a PO. The service's word is the account's own; a PO still
 * "pending" once goods have arrived on it reads "Partly received" (the word stays in the title).
 */
export function poStatusLabel(po: PoFacts): string | null {
  const word = po.fulfillment_status?.trim() ?? '';
  if (isPartlyReceived(po) && (word === '' || word.toLowerCase() === 'pending')) {
    return PARTLY_RECEIVED_LABEL;
  }
  return word === '' ? null : statusWords(word);
}

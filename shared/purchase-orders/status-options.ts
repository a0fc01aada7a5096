import { statusWords } from '../orders/status-words.ts';

/** Statuses every account's POs can have, offered before any PO with them has loaded. */
export const BASE_PO_STATUSES = ['pending', 'closed', 'canceled'] as const;

export interface StatusOption {
  /** The service's word, sent as the filter (matched exactly). */
  readonly value: string;
  /** What the list shows for it. */
  readonly label: string;
}

/**
 * The Status filter's choices: the common statuses, those seen on loaded POs and the one chosen
 * (so it stays selectable), each once (the first spelling seen wins), by label.
 */
export function statusOptions(
  seen: Iterable<string | null | undefined>,
  chosen?: string,
): StatusOption[] {
  const byKey = new Map<string, string>();
  for (const word of [chosen, ...BASE_PO_STATUSES, ...seen]) {
    const value = word?.trim() ?? '';
    if (value !== '' && !byKey.has(value.toLowerCase())) byKey.set(value.toLowerCase(), value);
  }
  return [...byKey.values()]
    .map((value) => ({ value, label: statusWords(value) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * What a "Tell me when" alert says, the same in the desktop app's notification and the web
 * host's browser notification: the kind and the record's label as the title, the engine's one
 * line of detail as the body. Only the item's label and detail are used, which the engine
 * already limits to what the session's scopes allow; no other field of the record is read.
 */
import type { AlertKind, BriefAlert } from '../brief/brief.ts';

/** The kinds in words: as a choice in Settings, and as a notification's title. */
export const ALERT_KIND_WORDS: {
  readonly [K in AlertKind]: { readonly choice: string; readonly title: string };
} = {
  'order-on-hold': { choice: 'An order is put on hold', title: 'Order put on hold' },
  'return-overdue': { choice: 'A return becomes overdue', title: 'Return overdue' },
  'crossed-reorder': {
    choice: 'A product falls to its reorder level',
    title: 'At reorder level',
  },
  'po-arrived': { choice: 'A purchase order arrives', title: 'Purchase order arrived' },
};

export interface AlertNotice {
  readonly title: string;
  readonly body: string;
  /** One per record and kind, so a repeated alert replaces its notification. */
  readonly tag: string;
}

/** The longest title or body a notification carries; longer text is cut with an ellipsis. */
const MAX_TEXT = 120;

const cut = (text: string) =>
  text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1).trimEnd()}…` : text;

export function alertNotice(alert: BriefAlert): AlertNotice {
  return {
    title: cut(`${ALERT_KIND_WORDS[alert.kind].title}: ${alert.item.label}`),
    body: cut(alert.item.detail),
    tag: `${alert.kind}:${alert.item.id}`,
  };
}

/**
 * Opening the record an alert is about (a notification clicked): the same way the brief opens
 * that kind's items, with today alone as the list's days, since an alert is raised for what a
 * refresh just found.
 */
import type { AlertKind, BriefAlert, BriefKind } from '../../shared/brief/brief.ts';
import { openBriefItem } from '../overview/brief-lists.ts';
import { localDay } from '../overview/today.ts';

/** The brief line each alert kind belongs to. */
export const ALERT_LINE: { readonly [K in AlertKind]: BriefKind } = {
  'order-on-hold': 'new-holds',
  'return-overdue': 'returns-overdue',
  'crossed-reorder': 'crossed-reorder',
  'po-arrived': 'po-arrived',
};

export function openAlert(alert: BriefAlert, now: number): void {
  const today = localDay(now);
  openBriefItem(ALERT_LINE[alert.kind], alert.item, { from: today, to: today });
}

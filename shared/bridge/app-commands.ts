/**
 * Commands main gives the page (the `command` event): the desktop menu's ("Find…"), and a click
 * on a desktop notification, which opens the record the alert was about. The menu and the
 * notifications live in main, what a command does lives in the renderer. The page acts only on
 * values it knows.
 */
import { ALERT_KINDS, type BriefAlert } from '../brief/brief.ts';

export const APP_COMMANDS = ['find'] as const;

export type MenuCommand = (typeof APP_COMMANDS)[number];

/** The user clicked the desktop notification of this alert. */
export interface OpenAlertCommand {
  readonly open: BriefAlert;
}

export type AppCommand = MenuCommand | OpenAlertCommand;

const isText = (value: unknown): value is string => typeof value === 'string';

function isBriefAlert(value: unknown): value is BriefAlert {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, item } = value as { kind?: unknown; item?: unknown };
  if (!(ALERT_KINDS as readonly unknown[]).includes(kind)) return false;
  if (typeof item !== 'object' || item === null) return false;
  const { id, label, detail, at } = item as Record<string, unknown>;
  return isText(id) && isText(label) && isText(detail) && isText(at);
}

export function isAppCommand(value: unknown): value is AppCommand {
  if (typeof value === 'string') return (APP_COMMANDS as readonly string[]).includes(value);
  if (typeof value !== 'object' || value === null) return false;
  return isBriefAlert((value as { open?: unknown }).open);
}

/**
 * Commands the desktop app's menu gives the page (the `command` event): the menu lives in main,
 * what the command does lives in the renderer. The page acts only on values it knows.
 */
export const APP_COMMANDS = ['find'] as const;

export type AppCommand = (typeof APP_COMMANDS)[number];

export function isAppCommand(value: unknown): value is AppCommand {
  return typeof value === 'string' && (APP_COMMANDS as readonly string[]).includes(value);
}

/**
 * The launcher's temporary folders (the app window's browser profile, the launch page) are
 * removed when it stops. A launcher that was killed outright (SIGKILL, a crash, power loss) cannot
 * do that, so each folder names its launcher's process id, and the next start removes folders
 * whose launcher is gone. A folder whose owner is still running, or that cannot be read (another
 * user's), is left alone.
 */
import { join } from 'node:path';

export const TEMP_PREFIXES = ['floorboard-window-', 'floorboard-launch-'] as const;
export const OWNER_FILE = 'floorboard-launcher.pid';

export interface LeftoverFs {
  /** Names in the temporary folder. */
  readonly list: (dir: string) => readonly string[];
  /** The file's text, or undefined when it cannot be read. */
  readonly read: (path: string) => string | undefined;
  readonly remove: (path: string) => void;
  readonly isRunning: (pid: number) => boolean;
}

/** The text of the owner file for a launcher process. */
export function ownerText(pid: number): string {
  return `${String(pid)}\n`;
}

/** Removes the folders of launchers that are no longer running; returns what was removed. */
export function removeLeftovers(tmp: string, fs: LeftoverFs): string[] {
  const removed: string[] = [];
  for (const name of fs.list(tmp)) {
    if (!TEMP_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    const dir = join(tmp, name);
    const text = fs.read(join(dir, OWNER_FILE));
    if (text === undefined || !/^\d+\n?$/.test(text)) continue;
    if (fs.isRunning(Number(text.trim()))) continue;
    fs.remove(dir);
    removed.push(dir);
  }
  return removed;
}

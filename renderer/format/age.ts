import type { Locale } from './locale.ts';
import { formatInteger } from './number.ts';

/**
 * How old the data on screen is, in words read at a glance (the floor board, status lines):
 * "Updated just now", "Updated 40 s ago", "Updated 2 min ago", "Updated 1 h 5 min ago".
 */
export function formatAge(ageMs: number, locale?: Locale): string {
  const seconds = Math.max(0, Math.floor(ageMs / 1000));
  if (seconds < 5) return 'Updated just now';
  if (seconds < 60) return `Updated ${formatInteger(seconds, locale)} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Updated ${formatInteger(minutes, locale)} min ago`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? `Updated ${formatInteger(hours, locale)} h ago`
    : `Updated ${formatInteger(hours, locale)} h ${formatInteger(rest, locale)} min ago`;
}

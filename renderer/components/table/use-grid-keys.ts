import type { KeyboardEvent } from 'react';

/**
 * Row movement for a grid that keeps focus on itself (aria-activedescendant): arrows, Page keys,
 * Home and End. Returns the new active index, or `null` when the key is not ours.
 */
export function nextActiveIndex(
  key: string,
  active: number,
  count: number,
  pageSize: number,
): number | null {
  if (count === 0) return null;
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  switch (key) {
    case 'ArrowDown':
      return clamp(active + 1);
    case 'ArrowUp':
      return clamp(active - 1);
    case 'PageDown':
      return clamp(active + pageSize);
    case 'PageUp':
      return clamp(active - pageSize);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Only keys pressed on the grid itself move rows, not those typed into a header button. */
export function isOwnKey(event: KeyboardEvent<HTMLElement>): boolean {
  return event.target === event.currentTarget && !event.altKey && !event.metaKey;
}

import { useEffect, type RefObject } from 'react';

/**
 * Scrolls the grid inside `wrapper` back to its top whenever `key` changes: a new sort, search or
 * filter is a new list, read from its first row. (The grid keeps its scroller to itself.)
 */
export function useScrollReset(wrapper: RefObject<HTMLElement | null>, key: string): void {
  useEffect(() => {
    const grid = wrapper.current?.querySelector('[role="grid"]');
    if (grid) grid.scrollTop = 0;
  }, [wrapper, key]);
}

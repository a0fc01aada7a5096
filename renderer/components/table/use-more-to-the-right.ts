import { useEffect, useState, type RefObject } from 'react';

export interface SideOverflow {
  /** Columns lie beyond the right edge. */
  readonly more: boolean;
  /** Widths of the scroller's own scrollbars, which the fade must leave uncovered. */
  readonly scrollbarRight: number;
  readonly scrollbarBottom: number;
}

const NONE: SideOverflow = { more: false, scrollbarRight: 0, scrollbarBottom: 0 };

/**
 * Whether a sideways-scrolling element has columns beyond its right edge: the grid then fades
 * out at that edge, so a cut-off column reads as "more this way", not as clipped text.
 */
export function useMoreToTheRight(ref: RefObject<HTMLElement | null>): SideOverflow {
  const [state, setState] = useState<SideOverflow>(NONE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => {
      const next: SideOverflow = {
        more: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
        scrollbarRight: Math.max(0, element.offsetWidth - element.clientWidth),
        scrollbarBottom: Math.max(0, element.offsetHeight - element.clientHeight),
      };
      setState((previous) =>
        previous.more === next.more &&
        previous.scrollbarRight === next.scrollbarRight &&
        previous.scrollbarBottom === next.scrollbarBottom
          ? previous
          : next,
      );
    };
    check();
    element.addEventListener('scroll', check, { passive: true });
    // A DOM without layout (the unit tests') may have no ResizeObserver; nothing to watch there.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(element);
    const first = element.firstElementChild;
    if (first) observer?.observe(first);
    return () => {
      element.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, [ref]);
  return state;
}

/**
 * Keeps a grid's scroll position in its list's model (state/list-model.ts) rather than in the
 * grid: a grid that replaces another (the same list from another source) or that is shown again
 * after another view opens where the list was. The model puts the position back to the top for a
 * new search, filter or sort, and the grid follows. Read from the store outside React, so
 * scrolling re-renders nothing.
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** The part of a list's store this needs (a `createListStore` store is one). */
export interface ScrollModel {
  readonly getState: () => {
    readonly scrollTop: number;
    readonly dispatch: (action: { readonly type: 'scroll'; readonly top: number }) => void;
  };
  readonly subscribe: (listener: (state: { readonly scrollTop: number }) => void) => () => void;
}

function gridIn(wrapper: RefObject<HTMLElement | null>): HTMLElement | null {
  return wrapper.current?.querySelector<HTMLElement>('[role="grid"]') ?? null;
}

/** Scrolls the grid to `top` when it is not there (a grid without rows has nowhere to go). */
function follow(grid: HTMLElement | null, top: number): void {
  if (grid !== null && Math.abs(grid.scrollTop - top) >= 1) grid.scrollTop = top;
}

/** `rows`: how many rows the grid holds; the position is put back once there are some. */
export function useKeptScroll(
  wrapper: RefObject<HTMLElement | null>,
  model: ScrollModel,
  rows: number,
): void {
  useLayoutEffect(() => {
    if (rows > 0) follow(gridIn(wrapper), model.getState().scrollTop);
  }, [wrapper, model, rows]);
  useEffect(
    () => model.subscribe((state) => follow(gridIn(wrapper), state.scrollTop)),
    [wrapper, model],
  );
  useEffect(() => {
    const element = wrapper.current;
    if (element === null) return;
    // Scroll events do not bubble: listen while they go down to the grid.
    const onScroll = (event: Event): void => {
      const grid = gridIn(wrapper);
      if (event.target === grid && grid !== null) {
        model.getState().dispatch({ type: 'scroll', top: grid.scrollTop });
      }
    };
    element.addEventListener('scroll', onScroll, true);
    return () => element.removeEventListener('scroll', onScroll, true);
  }, [wrapper, model]);
}

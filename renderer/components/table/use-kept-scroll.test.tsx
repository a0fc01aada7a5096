// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIST_BASE } from '../../state/list-model.ts';
import { createListStore } from '../../state/list-store.ts';
import { useKeptScroll } from './use-kept-scroll.ts';

afterEach(cleanup);

const useList = createListStore({});
beforeEach(() => useList.setState({ ...LIST_BASE }));

/** One source's grid: a scroller the hook finds by its role. */
function Grid({ label, rows }: { readonly label: string; readonly rows: number }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useKeptScroll(wrapper, useList, rows);
  return (
    <div ref={wrapper}>
      <div role="grid" aria-label={label} />
    </div>
  );
}

const grid = (label: string) => screen.getByRole('grid', { name: label });

describe('useKeptScroll', () => {
  it('keeps the place in the model, and the grid that replaces another goes back to it', () => {
    const view = render(<Grid key="pages" label="From pages" rows={100} />);
    grid('From pages').scrollTop = 640;
    fireEvent.scroll(grid('From pages'));
    expect(useList.getState().scrollTop).toBe(640);

    view.rerender(<Grid key="copy" label="From the copy" rows={100} />);
    expect(grid('From the copy').scrollTop).toBe(640);
  });

  it('waits for rows before it puts the place back', () => {
    useList.setState({ scrollTop: 320 });
    const view = render(<Grid label="Products" rows={0} />);
    expect(grid('Products').scrollTop).toBe(0);
    view.rerender(<Grid label="Products" rows={100} />);
    expect(grid('Products').scrollTop).toBe(320);
  });

  it('goes to the top for a new sort, as the model says', () => {
    useList.setState({ scrollTop: 320 });
    render(<Grid label="Products" rows={100} />);
    expect(grid('Products').scrollTop).toBe(320);
    act(() =>
      useList.getState().dispatch({ type: 'sort', sort: [{ column: 'name', descending: true }] }),
    );
    expect(grid('Products').scrollTop).toBe(0);
  });
});

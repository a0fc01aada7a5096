// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useKeepFocusAcrossSwap, type FocusMemory } from './keep-focus-across-swap.ts';

afterEach(cleanup);

type Part = 'search' | 'grid';
const PARTS = {
  search: { container: '.search', target: 'input' },
  grid: { container: '.list', target: '[role="grid"]' },
} as const;
let remembered: Part | null = null;
const MEMORY: FocusMemory<Part> = {
  last: () => remembered,
  remember: (part) => {
    remembered = part;
  },
};
beforeEach(() => {
  remembered = null;
});

function View({ ready }: { ready: boolean }) {
  useKeepFocusAcrossSwap(ready, PARTS, MEMORY);
  return (
    <div>
      <input aria-label="Elsewhere" />
      <div className="search">
        {ready ? (
          <input aria-label="Search the copy" key="copy" defaultValue="blue" />
        ) : (
          <input aria-label="Search pages" key="pages" defaultValue="blue" />
        )}
      </div>
      <div className="list">
        {ready ? (
          <div role="grid" tabIndex={0} aria-label="From the copy" key="copy" />
        ) : (
          <div role="grid" tabIndex={0} aria-label="From pages" key="pages" />
        )}
      </div>
    </div>
  );
}

describe('useKeepFocusAcrossSwap', () => {
  it('moves focus from the old list’s grid to the new one', () => {
    const view = render(<View ready={false} />);
    screen.getByRole('grid', { name: 'From pages' }).focus();
    view.rerender(<View ready />);
    expect(document.activeElement).toBe(screen.getByRole('grid', { name: 'From the copy' }));
    expect(remembered).toBe('grid');
  });

  it('moves focus from the old search box to the new one, the caret at the end', () => {
    const view = render(<View ready={false} />);
    screen.getByRole('textbox', { name: 'Search pages' }).focus();
    view.rerender(<View ready />);
    const field = screen.getByRole('textbox', { name: 'Search the copy' });
    expect(document.activeElement).toBe(field);
    expect(field).toHaveProperty('selectionStart', 4);
  });

  it('leaves focus alone when it was elsewhere', () => {
    const view = render(<View ready={false} />);
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    view.rerender(<View ready />);
    expect(document.activeElement).toBe(elsewhere);
    expect(remembered).toBeNull();
  });
});

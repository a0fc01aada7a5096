// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeepFocusAcrossSwap } from './keep-focus-across-swap.ts';

afterEach(cleanup);

function View({ ready }: { ready: boolean }) {
  useKeepFocusAcrossSwap(ready, '.list');
  return (
    <div>
      <input aria-label="Search" />
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
  });

  it('leaves focus alone when it was elsewhere', () => {
    const view = render(<View ready={false} />);
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    view.rerender(<View ready />);
    expect(document.activeElement).toBe(search);
  });
});

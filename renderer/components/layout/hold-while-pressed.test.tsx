// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHoldWhilePressed } from './hold-while-pressed.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Two lists of buttons, as the products view swaps its list when the catalogue is ready. */
function Lists({ ready, onOpen }: { ready: boolean; onOpen: (name: string) => void }) {
  const shown = useHoldWhilePressed(ready);
  const names = shown ? ['Alpaca socks (copy)'] : ['Alpaca socks (pages)'];
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <button onClick={() => onOpen(name)}>{name}</button>
        </li>
      ))}
    </ul>
  );
}

describe('useHoldWhilePressed', () => {
  it('shows a change at once when no pointer is pressed', () => {
    const view = render(<Lists ready={false} onOpen={() => undefined} />);
    view.rerender(<Lists ready onOpen={() => undefined} />);
    expect(screen.getByRole('button').textContent).toBe('Alpaca socks (copy)');
  });

  it('keeps the pressed row until its click has landed, then swaps', () => {
    vi.useFakeTimers();
    const opened: string[] = [];
    const onOpen = (name: string) => opened.push(name);
    const view = render(<Lists ready={false} onOpen={onOpen} />);
    const row = screen.getByRole('button');
    fireEvent.pointerDown(row, { pointerId: 1 });
    view.rerender(<Lists ready onOpen={onOpen} />);
    expect(screen.getByRole('button')).toBe(row);
    fireEvent.pointerUp(row, { pointerId: 1 });
    fireEvent.click(row);
    expect(opened).toEqual(['Alpaca socks (pages)']);
    act(() => void vi.runAllTimers());
    expect(screen.getByRole('button').textContent).toBe('Alpaca socks (copy)');
  });

  it('swaps after a cancelled press too', () => {
    vi.useFakeTimers();
    const view = render(<Lists ready={false} onOpen={() => undefined} />);
    fireEvent.pointerDown(screen.getByRole('button'), { pointerId: 7 });
    view.rerender(<Lists ready onOpen={() => undefined} />);
    fireEvent.pointerCancel(window, { pointerId: 7 });
    act(() => void vi.runAllTimers());
    expect(screen.getByRole('button').textContent).toBe('Alpaca socks (copy)');
  });

  it('swaps when the window loses focus mid-press (a release outside it is never reported)', () => {
    const view = render(<Lists ready={false} onOpen={() => undefined} />);
    fireEvent.pointerDown(screen.getByRole('button'), { pointerId: 1 });
    view.rerender(<Lists ready onOpen={() => undefined} />);
    expect(screen.getByRole('button').textContent).toBe('Alpaca socks (pages)');
    act(() => void fireEvent.blur(window));
    expect(screen.getByRole('button').textContent).toBe('Alpaca socks (copy)');
  });
});

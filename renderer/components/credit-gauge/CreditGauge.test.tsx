// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditSample } from '../../../shared/bridge/credits.ts';
import { CREDITS_EXPLAINED, CREDITS_WAITING, CreditGauge } from './CreditGauge.tsx';

const START = Date.UTC(2024, 11, 23, 12, 0, 0);

function sample(overrides: Partial<CreditSample> = {}): CreditSample {
  return {
    available: 100,
    max: 300,
    rate: 30,
    at: START,
    history: [
      { at: START - 2000, available: 280 },
      { at: START - 1000, available: 150 },
    ],
    recent: [{ operation: 'ProductsPage', estimated: 251, actual: 181, at: START - 500 }],
    waitingSeconds: null,
    waitingFor: null,
    usage: { since: START - 2000, until: START, ours: 181, others: 0, minutes: [] },
    ...overrides,
  };
}

const level = () =>
  screen.getByRole('meter', { name: 'Credits available' }).getAttribute('aria-valuenow');

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CreditGauge', () => {
  it('rises at the restore rate between samples and caps at the maximum', () => {
    render(<CreditGauge sample={sample()} />);
    expect(level()).toBe('100');
    const meter = screen.getByRole('meter', { name: 'Credits available' });
    expect(meter.getAttribute('aria-valuemax')).toBe('300');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(level()).toBe('130');
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(level()).toBe('205');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(level()).toBe('300');
    expect(screen.getByText('Full now')).toBeTruthy();
    // Full and nothing waiting: the gauge stops ticking (an idle kiosk does no work).
    expect(vi.getTimerCount()).toBe(0);
  });

  it('explains credits in words and names the user’s actions, not operations', () => {
    render(<CreditGauge sample={sample()} />);
    expect(screen.getByRole('group', { name: 'API credits' }).textContent).toMatch(/100 credits/);
    expect(screen.queryByText(/\/s|last call|Estimated|Charged/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'About credits' }));
    expect(screen.getByText(CREDITS_EXPLAINED)).toBeTruthy();
    expect(screen.getByText(CREDITS_WAITING)).toBeTruthy();
    // (300 - 100) / 30 = 6.67 s, rounded up.
    expect(screen.getByText(/in 7\s?s/)).toBeTruthy();
    const row = screen.getByRole('row', { name: /Loading products/ });
    expect(row.textContent).toContain('181');
    expect(screen.queryByText('ProductsPage')).toBeNull();
  });

  it('is only a small sign on the kiosk board: a bar, and words only while waiting', () => {
    const { rerender } = render(<CreditGauge sample={sample()} variant="sign" />);
    expect(screen.getByRole('meter', { name: 'Credits available' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/credits/i)).toBeNull();
    rerender(<CreditGauge sample={sample({ waitingSeconds: 4 })} variant="sign" />);
    expect(screen.getByText(/Waiting for credits — 4\s?s/)).toBeTruthy();
  });

  it('says nothing of waiting while only the catalogue copy is paced', () => {
    const { rerender } = render(
      <CreditGauge sample={sample({ available: 300, waitingSeconds: 30, waitingFor: 'sync' })} />,
    );
    expect(screen.queryByText(/Waiting for credits/)).toBeNull();
    rerender(
      <CreditGauge
        sample={sample({ available: 10, waitingSeconds: 5, waitingFor: 'foreground' })}
      />,
    );
    expect(screen.getByText(/Waiting for credits — 5\s?s/)).toBeTruthy();
  });

  it('restarts from each new sample', () => {
    const { rerender } = render(<CreditGauge sample={sample()} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    rerender(<CreditGauge sample={sample({ available: 20, at: START + 1000 })} />);
    expect(level()).toBe('20');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(level()).toBe('50');
  });

  it('says "Waiting for credits — N s" while the broker paces, counting down', () => {
    render(<CreditGauge sample={sample({ available: 10, waitingSeconds: 5 })} />);
    expect(screen.getByRole('status').textContent).toBe('Waiting for credits');
    expect(screen.getByText(/Waiting for credits — 5\s?s/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText(/Waiting for credits — 3\s?s/)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3250);
    });
    expect(screen.queryByText(/Waiting for credits/)).toBeNull();
  });

  it('says so before the first sample instead of showing zero', () => {
    render(<CreditGauge sample={null} />);
    expect(screen.getByText('Credits: no reading yet')).toBeTruthy();
  });
});

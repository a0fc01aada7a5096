// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBridge, signedIn } from '../../testing/fake-bridge.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { describeError } from './describe-error.ts';
import { ErrorView } from './ErrorView.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bridge = () => createFakeBridge({ session: signedIn() });

describe('ErrorView', () => {
  it('says the service cannot be reached, with Retry', async () => {
    const onRetry = vi.fn();
    renderWithApp(
      <ErrorView error={{ kind: 'network', message: 'ECONNREFUSED' }} onRetry={onRetry} />,
      bridge(),
    );
    expect(screen.getByText('Can’t reach the service')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('counts down the wait of a throttled operation', () => {
    vi.useFakeTimers();
    renderWithApp(
      <ErrorView
        error={{
          kind: 'throttled',
          retryable: true,
          requiredCredits: 900,
          retryInSeconds: 3,
          message: 'Not enough credits',
        }}
        onRetry={vi.fn()}
      />,
      bridge(),
    );
    expect(screen.getByText(/Try again in 3\s?s/)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText(/Try again in 1\s?s/)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('offers to sign in again when signed out', () => {
    renderWithApp(<ErrorView error={{ kind: 'signed-out', message: 'Signed out' }} />, bridge());
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeTruthy();
  });

  it('never offers to retry what cannot succeed', () => {
    expect(
      describeError({
        kind: 'throttled',
        retryable: false,
        requiredCredits: 10_101,
        retryInSeconds: null,
        message: 'too big',
      }),
    ).toMatchObject({ title: 'This request is too large', retryable: false });
    expect(describeError({ kind: 'network', message: 'x', applied: 'yes' }).retryable).toBe(false);
    expect(describeError({ kind: 'rate-limited', retryInSeconds: 30, message: 'x' })).toMatchObject(
      { title: 'Too many requests', retryInSeconds: 30, retryable: true },
    );
  });
});

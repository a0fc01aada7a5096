// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { createFakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { UpdateBanner } from './UpdateBanner.tsx';

afterEach(cleanup);

describe('UpdateBanner', () => {
  it('stays hidden until main says an update is ready, then restarts to update', async () => {
    let restarts = 0;
    const bridge = createFakeBridge({
      overrides: {
        restartToUpdate: () => {
          restarts += 1;
          return Promise.resolve(ok(null));
        },
      },
    });
    renderWithApp(<UpdateBanner />, bridge);
    expect(screen.queryByText(/Restart to update/)).toBeNull();
    act(() => bridge.pushUpdate({ kind: 'failed', message: 'Could not check for updates' }));
    expect(screen.queryByText(/Restart to update/)).toBeNull();
    act(() => bridge.pushUpdate({ kind: 'ready', version: '1.3.0' }));
    expect(screen.getByText('Floorboard 1.3.0 is ready')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Restart to update' }));
    expect(restarts).toBe(1);
  });
});

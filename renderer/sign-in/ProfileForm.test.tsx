// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { createFakeBridge, failure } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { ProfileForm } from './ProfileForm.tsx';

afterEach(cleanup);

describe('ProfileForm', () => {
  it('asks for the required fields before sending anything', async () => {
    const bridge = createFakeBridge();
    renderWithApp(<ProfileForm profile={null} onSaved={vi.fn()} onCancel={vi.fn()} />, bridge);
    await userEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    expect(screen.getByText('Give the profile a name.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(bridge.calls.some((c) => c.method === 'saveProfile')).toBe(false);
  });

  it('shows main’s validation messages next to their fields', async () => {
    const bridge = createFakeBridge({
      overrides: {
        saveProfile: () =>
          Promise.resolve(
            failure({
              kind: 'invalid-input',
              message: 'Use https:// for addresses other than this computer.',
              issues: ['baseUrl: Use https:// for addresses other than this computer.'],
            }),
          ),
      },
    });
    renderWithApp(<ProfileForm profile={null} onSaved={vi.fn()} onCancel={vi.fn()} />, bridge);
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Staging');
    const api = screen.getByRole('textbox', { name: /API address/ });
    await userEvent.clear(api);
    await userEvent.type(api, 'http://staging.example.com');
    const login = screen.getByRole('textbox', { name: /Login server/ });
    await userEvent.clear(login);
    await userEvent.type(login, 'https://login.example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /client id/ }), 'floorboard');
    await userEvent.click(screen.getByRole('button', { name: 'Add profile' }));

    const message = await screen.findByText('Use https:// for addresses other than this computer.');
    expect(api.getAttribute('aria-describedby')).toContain(message.id);
    expect(api.getAttribute('aria-invalid')).toBe('true');
  });

  it('hands the saved profile back', async () => {
    const onSaved = vi.fn();
    const saved = {
      id: 'staging',
      name: 'Staging',
      baseUrl: 'https://api.example.com',
      loginUrl: 'https://login.example.com',
      clientId: 'fb',
      method: 'password' as const,
      builtIn: false,
    };
    const bridge = createFakeBridge({
      overrides: { saveProfile: () => Promise.resolve(ok(saved)) },
    });
    renderWithApp(<ProfileForm profile={saved} onSaved={onSaved} onCancel={vi.fn()} />, bridge);
    expect(screen.getByRole('dialog', { name: 'Edit “Staging”' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(bridge.calls.find((c) => c.method === 'saveProfile')?.args[0]).toMatchObject({
      id: 'staging',
      name: 'Staging',
    });
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileSummary } from '../../shared/bridge/contract.ts';
import { ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { createFakeBridge, failure, SANDBOX_PROFILE } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { ProfilePicker } from './ProfilePicker.tsx';

afterEach(cleanup);

const OPS: ProfileSummary = {
  id: 'ops',
  name: 'Ops',
  baseUrl: 'https://api.example.com',
  loginUrl: 'https://login.example.com',
  clientId: 'floorboard',
  method: 'oauth',
  builtIn: false,
};

type RemovalInfo = FloorboardBridge['profileRemovalInfo'];

function renderPicker(profileRemovalInfo: RemovalInfo) {
  const bridge = createFakeBridge({ overrides: { profileRemovalInfo } });
  const onRemove = vi.fn();
  renderWithApp(
    <ProfilePicker
      profiles={[SANDBOX_PROFILE, OPS]}
      activeId="sandbox"
      locked={false}
      error={null}
      onSelect={vi.fn()}
      onAdd={vi.fn()}
      onEdit={vi.fn()}
      onRemove={onRemove}
    />,
    bridge,
  );
  return { onRemove };
}

const resumable =
  (count: number): RemovalInfo =>
  () =>
    Promise.resolve(ok({ resumableImports: count }));

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Remove Ops' }));
  return screen.getByRole('dialog', { name: 'Remove “Ops”?' });
}

describe('removing a profile', () => {
  it('names the interrupted import it would delete; Keep keeps the profile', async () => {
    const { onRemove } = renderPicker(resumable(1));
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText(
        'This also deletes 1 interrupted import that could still be resumed.',
      ),
    ).toBeTruthy();
    expect(dialog.textContent).toContain(
      'To finish it, keep the profile, sign in to it and resume.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('counts several in the plural', async () => {
    renderPicker(resumable(3));
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText(
        'This also deletes 3 interrupted imports that could still be resumed.',
      ),
    ).toBeTruthy();
    expect(dialog.textContent).toContain('To finish them,');
  });

  it('says nothing of imports when there are none, and removes on confirmation', async () => {
    const asked: string[] = [];
    const { onRemove } = renderPicker((id) => {
      asked.push(id);
      return Promise.resolve(ok({ resumableImports: 0 }));
    });
    const dialog = await openDialog();
    const remove = within(dialog).getByRole('button', { name: 'Remove profile' });
    await waitFor(() => expect(remove).toHaveProperty('disabled', false));
    expect(asked).toEqual(['ops']);
    expect(dialog.textContent).not.toMatch(/interrupted import/);
    expect(dialog.textContent).toContain('saved order views and catalogue copy');
    await userEvent.click(remove);
    expect(onRemove).toHaveBeenCalledWith(OPS);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be confirmed before the count is known', async () => {
    renderPicker(() => new Promise<BridgeResult<{ resumableImports: number }>>(() => undefined));
    const dialog = await openDialog();
    expect(within(dialog).getByText('Checking for interrupted imports…')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove profile' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says when the count could not be read, and still lets the profile go', async () => {
    const { onRemove } = renderPicker(() =>
      Promise.resolve(failure({ kind: 'server', message: 'The journal folder is unreadable.' })),
    );
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Could not check for interrupted imports')).toBeTruthy();
    expect(dialog.textContent).toContain(
      'The journal folder is unreadable. Removing the profile deletes any it has.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove profile' }));
    expect(onRemove).toHaveBeenCalledWith(OPS);
  });
});

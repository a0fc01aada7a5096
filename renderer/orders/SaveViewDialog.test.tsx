// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { SaveViewDialog } from './SaveViewDialog.tsx';

afterEach(cleanup);

const close = () => undefined;

describe('SaveViewDialog', () => {
  it('says an e-mail filter is not saved, and leaves it out of what the view keeps', () => {
    renderWithApp(
      <SaveViewDialog filters={{ email: 'ada@example.com', status: 'pending' }} onClose={close} />,
      createFakeBridge(),
    );
    const dialog = screen.getByRole('dialog', { name: 'Save view' });
    expect(dialog.textContent).toContain('Status: Pending');
    expect(dialog.textContent).not.toContain('ada@example.com');
    expect(screen.getByRole('note').textContent).toBe(
      'E-mail filters are not saved: a view never keeps a customer’s address.',
    );
  });

  it('says nothing about e-mail when there is no e-mail filter', () => {
    renderWithApp(
      <SaveViewDialog filters={{ status: 'pending' }} onClose={close} />,
      createFakeBridge(),
    );
    expect(screen.getByRole('dialog', { name: 'Save view' }).textContent).toContain(
      'Status: Pending',
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { failure, payload } from '../testing/fake-bridge.ts';
import { connection, QUEUE, returnsBridge } from './testing/returns-bridge.ts';
import { resetReturnsView, showReturnsView } from './testing/show-returns.tsx';
import { useReturnsViewState } from './view-state.ts';

afterEach(cleanup);

const grid = () => screen.getByRole('grid', { name: 'Returns' });
const dataRows = () =>
  within(grid())
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
const pane = () => screen.getByRole('complementary', { name: 'Return details' });

describe('the Returns view', () => {
  it('puts the overdue return first, and hides the label sender without view:pii', async () => {
    resetReturnsView('R3');
    showReturnsView(returnsBridge([]));
    await waitFor(() => expect(within(grid()).getByText('#103')).toBeTruthy());
    expect(dataRows()[0]?.textContent).toMatch(/#103.*Overdue/);
    expect(dataRows().map((row) => row.textContent.slice(0, 4))).toEqual(['#103', '#102', '#101']);
    await waitFor(() => expect(within(pane()).getByText('Blue mug')).toBeTruthy());
    expect(within(pane()).getAllByText(/Hidden — needs view:pii/).length).toBe(2);
    // Without change:returns the action says what is missing and cannot be sent.
    const update = within(pane()).getByRole<HTMLButtonElement>('button', { name: 'Update status' });
    expect(update.disabled).toBe(true);
    expect(within(pane()).getAllByText(/change:returns/).length).toBeGreaterThan(0);
  });

  it('shows the sender with view:pii', async () => {
    resetReturnsView('R3');
    showReturnsView(returnsBridge(['view:pii']));
    await waitFor(() => expect(within(pane()).getByText('Aisha Allen')).toBeTruthy());
    expect(within(pane()).getByText('Sacramento, CA')).toBeTruthy();
  });

  it('shows the person’s own change at once, in the row’s place, until Refresh', async () => {
    resetReturnsView('R3');
    let queueReads = 0;
    let finishSecondRead = (): void => undefined;
    const processed = ok(
      payload({
        returns: {
          data: connection(QUEUE.map((n) => (n.id === 'R3' ? { ...n, status: 'complete' } : n))),
        },
      }),
    );
    const bridge = returnsBridge(['change:returns'], (name, variables) => {
      if (name === 'ReturnsQueue') {
        queueReads += 1;
        if (queueReads === 1) return null;
        // The read after the change waits, to show the change is patched in before it.
        if (queueReads === 2) {
          return new Promise((resolve) => (finishSecondRead = () => resolve(processed)));
        }
        return processed;
      }
      if (name !== 'UpdateReturnStatus') return null;
      return ok(
        payload({
          return_update_status: {
            return: {
              id: variables['returnId'],
              status: variables['status'],
              total_items_expected: 1,
              total_items_received: 1,
              total_items_restocked: 1,
              line_items: [
                {
                  id: 'L-R3',
                  quantity_received: 1,
                  restock: 1,
                  condition: 'good',
                  updated_at: '2026-11-27T12:00:00',
                },
              ],
            },
          },
        }),
      );
    });
    showReturnsView(bridge);
    await waitFor(() => expect(within(pane()).getByText('Blue mug')).toBeTruthy());
    await userEvent.selectOptions(within(pane()).getByLabelText('New status'), 'complete');
    await userEvent.click(within(pane()).getByRole('button', { name: 'Update status' }));
    // The changed row keeps its place (first), and the pane's title has focus (its top shows).
    await waitFor(() => expect(dataRows()[0]?.textContent).toMatch(/#103.*Processed/));
    expect(within(grid()).queryByText('Overdue')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(pane()).getByRole('heading', { name: 'Return #103' }),
      ),
    );
    expect(queueReads).toBe(2);
    const sent = bridge.calls.filter((c) => c.args[0] === 'UpdateReturnStatus');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.args[1]).toEqual({ returnId: 'R3', status: 'complete' });
    finishSecondRead();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Refresh' }).disabled).toBe(
        false,
      ),
    );
    expect(dataRows()[0]?.textContent).toMatch(/#103.*Processed/);
    // Refresh reads the queue again and puts the processed return in its place in queue order.
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(dataRows().at(-1)?.textContent).toMatch(/#103.*Processed/));
    expect(queueReads).toBe(3);
  });

  it('lets go of the held places when the filter changes', async () => {
    resetReturnsView(null);
    useReturnsViewState.setState({ held: ['R1', 'R3', 'R2'] });
    showReturnsView(returnsBridge([]));
    await waitFor(() => expect(within(grid()).getByText('#103')).toBeTruthy());
    expect(dataRows().map((row) => row.textContent.slice(0, 4))).toEqual(['#101', '#103', '#102']);
    await userEvent.click(screen.getByLabelText('Overdue only'));
    await userEvent.click(screen.getByLabelText('Overdue only'));
    expect(dataRows().map((row) => row.textContent.slice(0, 4))).toEqual(['#103', '#102', '#101']);
  });

  it('counts a lost reply that main found applied as done, without sending it again', async () => {
    resetReturnsView('R3');
    let changed = false;
    const bridge = returnsBridge(['change:returns'], (name) => {
      if (name === 'UpdateReturnStatus') {
        changed = true;
        return failure({
          kind: 'network',
          message: 'The reply was lost; the change was applied.',
          applied: 'yes',
        });
      }
      if (name === 'ReturnsQueue' && changed) {
        return ok(
          payload({
            returns: {
              data: connection(
                QUEUE.map((n) => (n.id === 'R3' ? { ...n, status: 'complete' } : n)),
              ),
            },
          }),
        );
      }
      return null;
    });
    showReturnsView(bridge);
    await waitFor(() => expect(within(pane()).getByText('Blue mug')).toBeTruthy());
    await userEvent.selectOptions(within(pane()).getByLabelText('New status'), 'complete');
    await userEvent.click(within(pane()).getByRole('button', { name: 'Update status' }));
    await waitFor(() =>
      expect(screen.getAllByText(/Return #103 is now “Processed”/).length).toBeGreaterThan(0),
    );
    // Read back, in its place.
    await waitFor(() => expect(dataRows()[0]?.textContent).toMatch(/#103.*Processed/));
    expect(bridge.calls.filter((c) => c.args[0] === 'UpdateReturnStatus')).toHaveLength(1);
    expect(within(pane()).queryByText(/lost/)).toBeNull();
  });
});

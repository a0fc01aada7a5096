// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../shared/bridge/errors.ts';
import { createFakeBridge, payload, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { TimelineSection } from './TimelineSection.tsx';
import { TIMELINE_SIZE } from './use-order-sections.ts';

afterEach(cleanup);

const ORDER_ID = 'T3JkZXI6NTU3MzAxNzk4';
const TOTAL = TIMELINE_SIZE + 7;

/** Entry `i` is the i-th newest: "Entry 0" is the latest. */
const entry = (i: number) => ({
  node: {
    id: `H${i}`,
    created_at: `2026-11-${String(20 - Math.floor(i / 10)).padStart(2, '0')}T10:00:00`,
    username: 'Mia Foster',
    information: `Entry ${i}`,
  },
});

/**
 * A history of TOTAL entries served a page at a time by offset cursors; `failOlder` answers the
 * first request for an older page with throttling, as main does when the credits do not come.
 */
function timelineBridge(options: { failOlder?: boolean } = {}): FakeBridge {
  let failures = options.failOlder ? 1 : 0;
  return createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:orders'] }),
    graphql: (name, variables) => {
      if (name !== 'OrderTimeline') return ok(payload({}));
      const after = variables['after'];
      const start = typeof after === 'string' ? Number(after) : 0;
      if (start > 0 && failures > 0) {
        failures--;
        return fail({
          kind: 'throttled',
          retryable: true,
          requiredCredits: 51,
          retryInSeconds: null,
          message: 'Not enough API credits right now; try again shortly.',
        });
      }
      const first = Number(variables['first']);
      const end = Math.min(start + first, TOTAL);
      const edges = Array.from({ length: end - start }, (_, i) => entry(start + i));
      return ok(
        payload({
          order_history: {
            data: { pageInfo: { hasNextPage: end < TOTAL, endCursor: String(end) }, edges },
          },
        }),
      );
    },
  });
}

const sent = (bridge: FakeBridge) =>
  bridge.calls.filter((c) => c.method === 'graphql' && c.args[0] === 'OrderTimeline');
const history = () => screen.getByRole('list', { name: 'Order history, newest first' });

describe('the timeline', () => {
  it('shows the newest page, then older entries a page at a time on demand', async () => {
    const bridge = timelineBridge();
    renderWithApp(<TimelineSection orderId={ORDER_ID} />, bridge);
    expect(await screen.findByText('Entry 0')).toBeTruthy();
    expect(within(history()).getAllByRole('listitem')).toHaveLength(TIMELINE_SIZE);
    // Nothing older is asked for until someone wants it.
    expect(sent(bridge)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText(`Entry ${TOTAL - 1}`)).toBeTruthy();
    const items = within(history()).getAllByRole('listitem');
    expect(items).toHaveLength(TOTAL);
    expect(items[0]?.textContent).toContain('Entry 0');
    expect(sent(bridge).map((c) => c.args[1])).toEqual([
      { orderId: ORDER_ID, first: TIMELINE_SIZE, after: null },
      { orderId: ORDER_ID, first: TIMELINE_SIZE, after: String(TIMELINE_SIZE) },
    ]);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });

  it('keeps the entries shown when an older page cannot be paid for, and offers to try again', async () => {
    const bridge = timelineBridge({ failOlder: true });
    renderWithApp(<TimelineSection orderId={ORDER_ID} />, bridge);
    await screen.findByText('Entry 0');
    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('Waiting for API credits')).toBeTruthy();
    expect(within(history()).getAllByRole('listitem')).toHaveLength(TIMELINE_SIZE);

    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText(`Entry ${TOTAL - 1}`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Waiting for API credits')).toBeNull());
    expect(sent(bridge)).toHaveLength(3);
  });

  it('without view:orders says so and asks for nothing', async () => {
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['openid', 'view:products'] }),
      graphql: () => ok(payload({})),
    });
    renderWithApp(<TimelineSection orderId={ORDER_ID} />, bridge);
    expect(await screen.findByText(/may not see the order’s history/)).toBeTruthy();
    expect(sent(bridge)).toHaveLength(0);
  });
});

// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/wire/service.ts';
import { createFakeBridge, reply, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { ToastProvider } from '../components/toast/ToastProvider.tsx';
import {
  manualSchedule,
  type ManualSchedule,
} from '../components/toast/testing/manual-schedule.ts';
import { renderWithApp } from '../testing/render.tsx';
import { TagsEditor, UNDO_TAG_MS } from './TagsEditor.tsx';
import { useOrderDetail } from './use-order-detail.ts';

afterEach(cleanup);

const ORDER_ID = 'T3JkZXI6NTU3MzAxNzk4';
const tagged = (tags: string[]) => ({
  order: { id: ORDER_ID, order_number: '#100999', updated_at: null, tags },
});

/**
 * Removing a tag is clear + add in one request; `half` says which half fails. `undo-fails`: the
 * removal works, putting a tag back (AddOrderTags) does not.
 */
function tagsBridge(half: 'none' | 'add-fails' | 'clear-fails' | 'undo-fails'): FakeBridge {
  return createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:orders', 'change:orders'] }),
    graphql: (name, variables) => {
      if (name === 'ReplaceOrderTags') {
        if (half === 'add-fails') {
          return reply(
            { order_clear_tags: { request_id: 'r', complexity: 1 }, order_add_tags: null },
            [
              {
                message: 'out of credits',
                code: ERROR_CODES.notEnoughCredits,
                path: ['order_add_tags'],
              },
            ],
          );
        }
        if (half === 'clear-fails') {
          return reply({ order_clear_tags: null, order_add_tags: tagged(['vip', 'gift']) }, [
            { message: 'Order is locked', code: 9, path: ['order_clear_tags'] },
          ]);
        }
        return reply(
          {
            order_clear_tags: { request_id: 'r', complexity: 1 },
            order_add_tags: tagged(['gift']),
          },
          [],
        );
      }
      if (name === 'ClearOrderTags') {
        return reply({ order_clear_tags: tagged([]) }, []);
      }
      if (name === 'AddOrderTags') {
        if (half === 'undo-fails') {
          return reply({ order_add_tags: null }, [
            { message: 'Order is locked', code: 9, path: ['order_add_tags'] },
          ]);
        }
        const data = variables['data'] as { tags: string[] };
        return reply({ order_add_tags: tagged(data.tags) }, []);
      }
      return reply({}, []);
    },
  });
}

const sent = (bridge: FakeBridge, name: string) =>
  bridge.calls.filter((c) => c.method === 'graphql' && c.args[0] === name).map((c) => c.args[1]);

describe('removing a tag', () => {
  it('clears and adds the rest back in one request', async () => {
    const bridge = tagsBridge('none');
    renderWithApp(<TagsEditor orderId={ORDER_ID} tags={['vip', 'gift']} />, bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    await waitFor(() =>
      expect(sent(bridge, 'ReplaceOrderTags')).toEqual([
        { clear: { order_id: ORDER_ID }, add: { order_id: ORDER_ID, tags: ['gift'] } },
      ]),
    );
    expect(screen.queryByText(/were not added back|Order is locked/)).toBeNull();
  });

  it('when the tags were cleared but not added back, names them and adds them back alone', async () => {
    const bridge = tagsBridge('add-fails');
    renderWithApp(<TagsEditor orderId={ORDER_ID} tags={['vip', 'gift', 'rush']} />, bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    expect(
      await screen.findByText('The tags were cleared, but these were not added back: gift, rush.'),
    ).toBeTruthy();
    // Half done: the alert offers the way back, not an Undo notice.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add them back' }));
    await waitFor(() =>
      expect(sent(bridge, 'AddOrderTags')).toEqual([
        { data: { order_id: ORDER_ID, tags: ['gift', 'rush'] } },
      ]),
    );
    await waitFor(() => expect(screen.queryByText(/were not added back/)).toBeNull());
    expect(sent(bridge, 'ReplaceOrderTags')).toHaveLength(1);
  });

  it('when the clear failed, shows why (the tags are unchanged)', async () => {
    const bridge = tagsBridge('clear-fails');
    renderWithApp(<TagsEditor orderId={ORDER_ID} tags={['vip', 'gift']} />, bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    expect(await screen.findByText(/Order is locked/)).toBeTruthy();
    expect(screen.queryByText(/were not added back/)).toBeNull();
  });
});

/** The editor under a toast region whose clock the test moves. */
function renderWithClock(tags: string[], bridge: FakeBridge): ManualSchedule {
  const clock = manualSchedule();
  renderWithApp(
    <ToastProvider schedule={clock.schedule}>
      <TagsEditor orderId={ORDER_ID} tags={tags} />
    </ToastProvider>,
    bridge,
  );
  return clock;
}

/** The test's own toast region (the first: it sits inside the app's, which stays empty). */
function notifications() {
  const [region] = screen.getAllByRole('region', { name: 'Notifications' });
  if (region === undefined) throw new Error('no toast region');
  return within(region);
}

describe('undoing a tag removal', () => {
  it('says which tag went and puts it back with one request', async () => {
    const bridge = tagsBridge('none');
    renderWithClock(['vip', 'gift'], bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    expect(await notifications().findByText('Removed tag “vip” from #100999')).toBeTruthy();
    await userEvent.click(notifications().getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(sent(bridge, 'AddOrderTags')).toEqual([
        { data: { order_id: ORDER_ID, tags: ['vip'] } },
      ]),
    );
    expect(sent(bridge, 'ReplaceOrderTags')).toHaveLength(1);
    expect(notifications().queryByText(/Removed tag/)).toBeNull();
  });

  it('offers Undo for the last tag too (cleared, not replaced)', async () => {
    const bridge = tagsBridge('none');
    renderWithClock(['vip'], bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    await userEvent.click(await notifications().findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(sent(bridge, 'AddOrderTags')).toEqual([
        { data: { order_id: ORDER_ID, tags: ['vip'] } },
      ]),
    );
    expect(sent(bridge, 'ClearOrderTags')).toHaveLength(1);
  });

  it('leaves after 8 seconds, and not while the keyboard is on it', async () => {
    const bridge = tagsBridge('none');
    const clock = renderWithClock(['vip', 'gift'], bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    const undo = await notifications().findByRole('button', { name: 'Undo' });
    expect(UNDO_TAG_MS).toBe(8000);

    act(() => undo.focus());
    act(() => clock.advance(UNDO_TAG_MS * 2));
    expect(notifications().queryByRole('button', { name: 'Undo' })).not.toBeNull();

    // Focus leaves: the full time again, then it goes, having sent nothing.
    act(() => undo.blur());
    act(() => clock.advance(UNDO_TAG_MS - 1));
    expect(notifications().queryByRole('button', { name: 'Undo' })).not.toBeNull();
    act(() => clock.advance(1));
    expect(notifications().queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(sent(bridge, 'AddOrderTags')).toEqual([]);
  });

  it('still puts the tag back after the pane has closed', async () => {
    const bridge = tagsBridge('none');
    const clock = manualSchedule();
    function ClosablePane() {
      const [open, setOpen] = useState(true);
      return open ? (
        <>
          <button type="button" onClick={() => setOpen(false)}>
            Close pane
          </button>
          <TagsEditor orderId={ORDER_ID} tags={['vip', 'gift']} />
        </>
      ) : null;
    }
    renderWithApp(
      <ToastProvider schedule={clock.schedule}>
        <ClosablePane />
      </ToastProvider>,
      bridge,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    const undo = await notifications().findByRole('button', { name: 'Undo' });
    await userEvent.click(screen.getByRole('button', { name: 'Close pane' }));
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
    await userEvent.click(undo);
    await waitFor(() =>
      expect(sent(bridge, 'AddOrderTags')).toEqual([
        { data: { order_id: ORDER_ID, tags: ['vip'] } },
      ]),
    );
  });

  it('when the tag could not be put back, says so', async () => {
    const bridge = tagsBridge('undo-fails');
    renderWithClock(['vip', 'gift'], bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    await userEvent.click(await notifications().findByRole('button', { name: 'Undo' }));
    expect(await notifications().findByText('The tag “vip” was not put back')).toBeTruthy();
    expect(sent(bridge, 'AddOrderTags')).toHaveLength(1);
  });
});

/**
 * A service that keeps the order's tags, and an OrderDetail whose replies the test can hold back:
 * the editor is fed from that query, as in the pane.
 */
function liveTagsBridge(initial: string[]) {
  let tags = [...initial];
  let held: Promise<void> | null = null;
  let release: () => void = () => undefined;
  const bridge = createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:orders', 'change:orders'] }),
    graphql: async (name, variables) => {
      if (name === 'ReplaceOrderTags') {
        tags = [...(variables['add'] as { tags: string[] }).tags];
        const cleared = { request_id: 'r', complexity: 1 };
        return reply({ order_clear_tags: cleared, order_add_tags: tagged(tags) }, []);
      }
      if (name === 'AddOrderTags') {
        tags = [...tags, ...(variables['data'] as { tags: string[] }).tags];
        return reply({ order_add_tags: tagged(tags) }, []);
      }
      if (name !== 'OrderDetail') return reply({}, []);
      await held;
      const line_items = { total_count: 0, pageInfo: { hasNextPage: false, endCursor: null } };
      return reply(
        { order: { data: { id: ORDER_ID, tags, line_items: { ...line_items, edges: [] } } } },
        [],
      );
    },
  });
  return {
    bridge,
    /** From now on OrderDetail answers only after `release()`. */
    hold: () => {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

function LiveTags() {
  const { order } = useOrderDetail(ORDER_ID);
  if (!order) return null;
  return (
    <TagsEditor orderId={ORDER_ID} tags={(order.tags ?? []).filter((t): t is string => !!t)} />
  );
}

const lastReplaced = (bridge: FakeBridge) =>
  (sent(bridge, 'ReplaceOrderTags').at(-1) as { add: { tags: string[] } } | undefined)?.add.tags;

describe('a removal while the order is being fetched again', () => {
  it('cannot clear a tag Undo just put back', async () => {
    const service = liveTagsBridge(['vip', 'gift', 'rush']);
    renderWithApp(
      <ToastProvider schedule={manualSchedule().schedule}>
        <LiveTags />
      </ToastProvider>,
      service.bridge,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove tag vip' })).toBeNull(),
    );
    service.hold();
    await userEvent.click(await notifications().findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sent(service.bridge, 'AddOrderTags')).toHaveLength(1));
    // The refetch is held: the list still shows the tags from before Undo.
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag gift' }));
    expect(sent(service.bridge, 'ReplaceOrderTags')).toHaveLength(1);

    service.release();
    await screen.findByRole('button', { name: 'Remove tag vip' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove tag gift' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag gift' }));
    await waitFor(() => expect(sent(service.bridge, 'ReplaceOrderTags')).toHaveLength(2));
    expect(lastReplaced(service.bridge)).toEqual(['rush', 'vip']);
  });

  it('two quick removals do not bring the first tag back', async () => {
    const service = liveTagsBridge(['vip', 'gift', 'rush']);
    renderWithApp(<LiveTags />, service.bridge);
    await screen.findByRole('button', { name: 'Remove tag vip' });
    service.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag vip' }));
    await waitFor(() => expect(sent(service.bridge, 'ReplaceOrderTags')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag gift' }));
    expect(sent(service.bridge, 'ReplaceOrderTags')).toHaveLength(1);

    service.release();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove tag vip' })).toBeNull(),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove tag gift' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag gift' }));
    await waitFor(() => expect(sent(service.bridge, 'ReplaceOrderTags')).toHaveLength(2));
    expect(lastReplaced(service.bridge)).toEqual(['rush']);
  });
});

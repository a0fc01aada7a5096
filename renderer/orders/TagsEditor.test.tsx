// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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
 * Removing a tag is one `order_update_tags` with the rest; `fails` says which request the service
 * refuses: the removal, or the Undo that puts the tag back.
 */
function tagsBridge(fails: 'none' | 'removal' | 'undo'): FakeBridge {
  let calls = 0;
  return createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:orders', 'change:orders'] }),
    graphql: (name, variables) => {
      if (name === 'UpdateOrderTags') {
        calls += 1;
        if ((fails === 'removal' && calls === 1) || (fails === 'undo' && calls === 2)) {
          return reply({ order_update_tags: null }, [
            { message: 'Order is locked', code: 9, path: ['order_update_tags'] },
          ]);
        }
        const data = variables['data'] as { tags: string[] };
        return reply({ order_update_tags: tagged(data.tags) }, []);
      }
      if (name === 'AddOrderTags') {
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
  it('sends the rest of the list in one order_update_tags', async () => {
    const bridge = tagsBridge('none');
    renderWithApp(<TagsEditor orderId={ORDER_ID} tags={['vip', 'gift', 'rush']} />, bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag gift' }));
    await waitFor(() =>
      expect(sent(bridge, 'UpdateOrderTags')).toEqual([
        { data: { order_id: ORDER_ID, tags: ['vip', 'rush'] } },
      ]),
    );
    expect(screen.queryByText(/Order is locked/)).toBeNull();
  });

  it('removes the last tag with an empty list', async () => {
    const bridge = tagsBridge('none');
    renderWithApp(<TagsEditor orderId={ORDER_ID} tags={['vip']} />, bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    await waitFor(() =>
      expect(sent(bridge, 'UpdateOrderTags')).toEqual([{ data: { order_id: ORDER_ID, tags: [] } }]),
    );
  });

  it('when the service refuses, shows why and offers no Undo (nothing changed)', async () => {
    const bridge = tagsBridge('removal');
    renderWithApp(<TagsEditor orderId={ORDER_ID} tags={['vip', 'gift']} />, bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    expect(await screen.findByText(/Order is locked/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(sent(bridge, 'UpdateOrderTags')).toHaveLength(1);
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
  it('says which tag went and puts the list back exactly, order included, in one request', async () => {
    const bridge = tagsBridge('none');
    renderWithClock(['vip', 'gift', 'rush'], bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag gift' }));
    expect(await notifications().findByText('Removed tag “gift” from #100999')).toBeTruthy();
    await userEvent.click(notifications().getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(sent(bridge, 'UpdateOrderTags')).toEqual([
        { data: { order_id: ORDER_ID, tags: ['vip', 'rush'] } },
        { data: { order_id: ORDER_ID, tags: ['vip', 'gift', 'rush'] } },
      ]),
    );
    expect(sent(bridge, 'AddOrderTags')).toEqual([]);
    expect(notifications().queryByText(/Removed tag/)).toBeNull();
  });

  it('offers Undo for the last tag too', async () => {
    const bridge = tagsBridge('none');
    renderWithClock(['vip'], bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    await userEvent.click(await notifications().findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(sent(bridge, 'UpdateOrderTags').at(-1)).toEqual({
        data: { order_id: ORDER_ID, tags: ['vip'] },
      }),
    );
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
    expect(sent(bridge, 'UpdateOrderTags')).toHaveLength(1);
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
      expect(sent(bridge, 'UpdateOrderTags').at(-1)).toEqual({
        data: { order_id: ORDER_ID, tags: ['vip', 'gift'] },
      }),
    );
  });

  it('when the tag could not be put back, says so', async () => {
    const bridge = tagsBridge('undo');
    renderWithClock(['vip', 'gift'], bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag vip' }));
    await userEvent.click(await notifications().findByRole('button', { name: 'Undo' }));
    expect(await notifications().findByText('The tag “vip” was not put back')).toBeTruthy();
    expect(sent(bridge, 'UpdateOrderTags')).toHaveLength(2);
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
      if (name === 'UpdateOrderTags') {
        tags = [...(variables['data'] as { tags: string[] }).tags];
        return reply({ order_update_tags: tagged(tags) }, []);
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
  (sent(bridge, 'UpdateOrderTags').at(-1) as { data: { tags: string[] } } | undefined)?.data.tags;

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
    await waitFor(() => expect(sent(service.bridge, 'UpdateOrderTags')).toHaveLength(2));
    // The refetch is held: the list still shows the tags from before Undo.
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag gift' }));
    expect(sent(service.bridge, 'UpdateOrderTags')).toHaveLength(2);

    service.release();
    await screen.findByRole('button', { name: 'Remove tag vip' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove tag gift' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag gift' }));
    await waitFor(() => expect(sent(service.bridge, 'UpdateOrderTags')).toHaveLength(3));
    // Undo put vip back in its place, so the list keeps its order.
    expect(lastReplaced(service.bridge)).toEqual(['vip', 'rush']);
  });

  it('two quick removals do not bring the first tag back', async () => {
    const service = liveTagsBridge(['vip', 'gift', 'rush']);
    renderWithApp(<LiveTags />, service.bridge);
    await screen.findByRole('button', { name: 'Remove tag vip' });
    service.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag vip' }));
    await waitFor(() => expect(sent(service.bridge, 'UpdateOrderTags')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag gift' }));
    expect(sent(service.bridge, 'UpdateOrderTags')).toHaveLength(1);

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
    await waitFor(() => expect(sent(service.bridge, 'UpdateOrderTags')).toHaveLength(2));
    expect(lastReplaced(service.bridge)).toEqual(['rush']);
  });
});

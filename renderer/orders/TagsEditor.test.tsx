// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/wire/service.ts';
import { createFakeBridge, reply, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { TagsEditor } from './TagsEditor.tsx';

afterEach(cleanup);

const ORDER_ID = 'T3JkZXI6NTU3MzAxNzk4';
const tagged = (tags: string[]) => ({
  order: { id: ORDER_ID, order_number: '#100999', updated_at: null, tags },
});

/** Removing a tag is clear + add in one request; `half` says which half fails. */
function tagsBridge(half: 'none' | 'add-fails' | 'clear-fails'): FakeBridge {
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

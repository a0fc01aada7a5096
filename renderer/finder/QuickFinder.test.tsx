// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import {
  createFakeBridge,
  failure,
  payload,
  signedIn,
  type FakeBridge,
  type GraphqlHandler,
} from '../testing/fake-bridge.ts';
import { ERROR_CODES } from '../../shared/wire/service.ts';
import { renderWithApp } from '../testing/render.tsx';
import type { FinderOption } from './finder-options.ts';
import { QuickFinder } from './QuickFinder.tsx';
import { manualPause } from './testing/pause.ts';
import { testReplica, testRow, type TestReplica } from './testing/replica.ts';
import { TypingPause } from './typing-pause.ts';

afterEach(cleanup);

/** The finder's own live line (the app's toasts have live regions too). */
const finderStatus = () => within(screen.getByRole('dialog')).getByRole('status');

const ROWS = [
  testRow('SBX-00001', 'Blue widget', '810042000018'),
  testRow('SBX-00002', 'Red widget', '810042000025'),
  testRow('SBX-00003', 'Green gadget', null),
];

const READY: ReplicaStatus = {
  ...REPLICA_OFF,
  phase: 'ready',
  records: ROWS.length,
  lastRefreshedAt: Date.now(),
};

async function renderFinder(
  options: {
    replica?: TestReplica;
    status?: ReplicaStatus;
    scopes?: readonly string[];
    graphql?: GraphqlHandler;
  } = {},
) {
  const replica = options.replica ?? testReplica(ROWS);
  const bridge = createFakeBridge({
    session: signedIn(options.scopes ? { scopes: [...options.scopes] } : {}),
    ...(options.graphql ? { graphql: options.graphql } : {}),
    overrides: {
      replicaStatus: () => Promise.resolve(ok(options.status ?? READY)),
      queryReplica: replica.queryReplica,
    },
  });
  const onOpen = vi.fn<(option: FinderOption) => void>();
  const onClose = vi.fn<() => void>();
  const pause = manualPause();
  renderWithApp(
    <TypingPause.Provider value={pause.schedule}>
      <QuickFinder onOpen={onOpen} onClose={onClose} />
    </TypingPause.Provider>,
    bridge,
  );
  const field = screen.getByRole('combobox', { name: 'Find a product or an order' });
  // The copy's status and the session have arrived once the hint offers products.
  await screen.findByText(/^Type a SKU/);
  return { field, onOpen, onClose, replica, bridge, pause };
}

const opened = (onOpen: ReturnType<typeof vi.fn<(option: FinderOption) => void>>) =>
  onOpen.mock.calls.map(([option]) =>
    option.kind === 'product'
      ? option.row.sku
      : option.kind === 'sku'
        ? option.sku
        : option.kind === 'email'
          ? option.email
          : option.kind === 'po'
            ? option.poNumber
            : option.kind === 'vendor'
              ? option.vendor.name
              : option.orderNumber,
  );

describe('QuickFinder', () => {
  it('is a modal dialog whose field has focus and says what to type', async () => {
    const { field } = await renderFinder();
    expect(screen.getByRole('dialog', { name: 'Find a product or an order' })).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(
      await screen.findByText(
        'Type a SKU, a word of a product’s name, a barcode or an order number.',
      ),
    ).toBeTruthy();
  });

  it('lists products as options; the arrows move the active one and Enter opens it', async () => {
    const { field, onOpen } = await renderFinder();
    await userEvent.type(field, 'widget');
    const list = await screen.findByRole('listbox', { name: 'Products and orders found' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    const options = within(list).getAllByRole('option');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(options[0]?.textContent).toContain('Blue widget');
    expect(options[0]?.textContent).toContain('SBX-00001');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(finderStatus().textContent).toBe('2 products.');

    await userEvent.keyboard('{ArrowDown}');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    // Past the last, back to the first; and up from the first, to the last.
    await userEvent.keyboard('{ArrowDown}');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');

    await userEvent.keyboard('{Enter}');
    expect(opened(onOpen)).toEqual(['SBX-00002']);
  });

  it('opens an option on a click or a tap', async () => {
    const { field, onOpen } = await renderFinder();
    await userEvent.type(field, 'gadget');
    await userEvent.click(await screen.findByRole('option', { name: /Green gadget/ }));
    expect(opened(onOpen)).toEqual(['SBX-00003']);
  });

  it('offers the orders of an e-mail address instead of saying no product matches', async () => {
    const scopes = ['openid', 'view:products', 'view:orders', 'view:pii'];
    const { field, onOpen } = await renderFinder({ scopes });
    await userEvent.type(field, 'Jo@Example.com');
    const option = await screen.findByRole('option', { name: /Orders of Jo@Example\.com/ });
    expect(option.getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(finderStatus().textContent).toBe(
        'An e-mail address: Enter shows the orders placed with it.',
      ),
    );
    await userEvent.keyboard('{Enter}');
    expect(opened(onOpen)).toEqual(['Jo@Example.com']);
  });

  it('says why an e-mail address finds nothing without customer details', async () => {
    const { field } = await renderFinder();
    await userEvent.type(field, 'jo@example.com');
    await waitFor(() =>
      expect(finderStatus().textContent).toBe(
        'An e-mail address: finding orders by e-mail needs customer details, which this sign-in cannot see.',
      ),
    );
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('offers an order number, after a product whose whole barcode it is', async () => {
    const { field, onOpen } = await renderFinder();
    await userEvent.type(field, '100500');
    const order = await screen.findByRole('option', { name: /Order #100500/ });
    expect(order.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(opened(onOpen)).toEqual(['#100500']);

    await userEvent.clear(field);
    await userEvent.type(field, '810042000025');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        expect.stringContaining('Red widget'),
        expect.stringContaining('Order #810042000025'),
      ]),
    );
  });

  it('offers no order without permission to see orders', async () => {
    const { field } = await renderFinder({ scopes: ['openid', 'view:products'] });
    await userEvent.type(field, '100500');
    await waitFor(() =>
      // The copy's age follows the clock of the machine running the test: any age will do.
      expect(finderStatus().textContent).toMatch(
        /^No product matches “100500” in the catalogue copy \(copy updated [^;]+; newer products appear after its next refresh\)\.$/,
      ),
    );
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('a scanner’s code and Enter, faster than the answer, open that code’s product', async () => {
    const replica = testReplica(ROWS);
    const { field, onOpen } = await renderFinder({ replica });
    replica.hold();
    // The answers for "8", "81", … are all still out when Enter comes.
    fireEvent.change(field, { target: { value: '810042000018' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onOpen).not.toHaveBeenCalled();
    await act(async () => {
      replica.release();
      await Promise.resolve();
    });
    await waitFor(() => expect(opened(onOpen)).toEqual(['SBX-00001']));
  });

  it('an early Enter opens nothing once more has been typed', async () => {
    const replica = testReplica(ROWS);
    const { field, onOpen } = await renderFinder({ replica });
    replica.hold();
    fireEvent.change(field, { target: { value: 'blue' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: 'blue x' } });
    await act(async () => {
      replica.release();
      await Promise.resolve();
    });
    await waitFor(() => expect(replica.asked).toContain('blue x'));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('marks the list busy while the options shown were found for other text', async () => {
    const replica = testReplica(ROWS);
    const { field } = await renderFinder({ replica });
    await userEvent.type(field, 'widget');
    const list = await screen.findByRole('listbox', { name: 'Products and orders found' });
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    expect(within(list).getAllByRole('option')).toHaveLength(2);

    replica.hold();
    fireEvent.change(field, { target: { value: 'blue' } });
    // The answer for "widget" stays on screen while the one for "blue" is out.
    await waitFor(() => expect(replica.asked).toContain('blue'));
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).getAllByRole('option')).toHaveLength(2);

    await act(async () => {
      replica.release();
      await Promise.resolve();
    });
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Blue widget')]);
  });

  it('hints only at the keys that do something: no Enter without an option to open', async () => {
    const { field } = await renderFinder({ scopes: ['openid', 'view:products'] });
    const keys = () => within(screen.getByRole('dialog')).getByText(/to close$/).textContent;
    expect(keys()).toBe('Esc to close');

    await userEvent.type(field, 'widget');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(keys()).toBe('↑ ↓ to move · Enter to open · Esc to close');

    await userEvent.clear(field);
    await userEvent.type(field, 'gadget');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(keys()).toBe('Enter to open · Esc to close');

    await userEvent.clear(field);
    await userEvent.type(field, 'nothing');
    await waitFor(() => expect(finderStatus().textContent).toMatch(/^No product matches/));
    expect(screen.queryByRole('option')).toBeNull();
    expect(keys()).toBe('Esc to close');
  });

  it('Escape closes', async () => {
    const { field, onClose } = await renderFinder();
    await userEvent.type(field, 'wid');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the copy is still syncing, so a miss may only be not copied yet', async () => {
    const { field } = await renderFinder({
      replica: testReplica(ROWS, false),
      status: { ...READY, phase: 'first-sync', records: 3, estimatedTotal: 20_000 },
    });
    await userEvent.type(field, 'nothing');
    expect(
      await screen.findByText(
        'The catalogue copy is still syncing (3 of about 20,000 products): a product not copied yet is not found here.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(finderStatus().textContent).toBe(
        'No product matches “nothing” in the catalogue copy.',
      ),
    );
    expect(field.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('keeps the text and the active option when the copy completes and answers instead', async () => {
    const { field, bridge, replica } = await renderFinder({
      status: { ...READY, phase: 'first-sync', records: 3, estimatedTotal: 3 },
    });
    await userEvent.type(field, 'widget');
    const list = await screen.findByRole('listbox', { name: 'Products and orders found' });
    // Both products, and while the copy is incomplete a look-up of the SKU at the service.
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}');
    const asked = replica.asked.length;

    act(() => bridge.pushReplica(READY));
    // Asked again of the complete copy; the field and the active option stay as they were.
    await waitFor(() => expect(replica.asked.length).toBeGreaterThan(asked));
    expect(field).toHaveProperty('value', 'widget');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    const options = within(list).getAllByRole('option');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(options[1]?.textContent).toContain('Red widget');
    expect(document.activeElement).toBe(field);
  });
});

/** The service of these tests: order #100500 exists, pending and on hold; SKU SBX-77777 exists. */
const service: GraphqlHandler = (name, variables) => {
  if (name === 'OrdersByNumbers') {
    const found =
      variables['n0'] === '#100500'
        ? [
            {
              node: {
                id: 'O1',
                order_number: '#100500',
                fulfillment_status: 'awaiting-pickup',
                tags: [],
                holds: { operator_hold: true },
              },
            },
          ]
        : [];
    return ok(payload({ o0: { request_id: 'r', complexity: 3, data: { edges: found } } }));
  }
  if (name === 'ProductBySku') {
    if (variables['sku'] !== 'SBX-77777') {
      return failure({ kind: 'server', code: ERROR_CODES.notFound, message: 'Not found' });
    }
    return ok(payload({ product: { data: { id: 'P7', sku: 'SBX-77777', name: 'Teal widget' } } }));
  }
  return failure({ kind: 'network', message: 'not in this test' });
};

const callsOf = (bridge: FakeBridge, name: string) =>
  bridge.calls.filter((c) => c.method === 'graphql' && c.args[0] === name).map((c) => c.args);

describe('QuickFinder at the service', () => {
  it('checks a typed order number once typing pauses, and says what it found', async () => {
    const { field, onOpen, bridge, pause } = await renderFinder({ graphql: service });
    // Three digits typed in a row, then a pause: one check, for the whole number.
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.change(field, { target: { value: '1005' } });
    fireEvent.change(field, { target: { value: '100500' } });
    expect(callsOf(bridge, 'OrdersByNumbers')).toEqual([]);
    await pause.end();
    expect(
      await screen.findByText('Awaiting pickup · Operator hold · open it in Orders'),
    ).toBeTruthy();
    // The order is what was meant: no word about products that do not match.
    expect(finderStatus().textContent).toBe('');
    expect(callsOf(bridge, 'OrdersByNumbers')).toEqual([
      ['OrdersByNumbers', expect.objectContaining({ n0: '#100500', u1: false }), 'foreground'],
    ]);
    await userEvent.keyboard('{Enter}');
    expect(opened(onOpen)).toEqual(['#100500']);
  });

  it('keeps the list busy until a typed order number is checked', async () => {
    // No view:purchase_orders: the order's is the only check of these digits.
    const scopes = ['openid', 'view:products', 'view:orders'];
    const { field, pause } = await renderFinder({ graphql: service, scopes });
    // A barcode, and the digits of an order number too.
    fireEvent.change(field, { target: { value: '810042000025' } });
    await screen.findByRole('option', { name: /Red widget/ });
    const list = screen.getByRole('listbox', { name: 'Products and orders found' });
    // The products are in, but the order's check waits for the pause.
    expect(screen.getByRole('option', { name: /Order #810042000025/ })).toBeTruthy();
    expect(list.getAttribute('aria-busy')).toBe('true');
    await pause.end();
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    // No such order: the product alone.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Red widget')]);
  });

  it('offers no order the service does not have, and says so', async () => {
    const { field, pause } = await renderFinder({ graphql: service });
    fireEvent.change(field, { target: { value: '999' } });
    await pause.end();
    await waitFor(() =>
      expect(finderStatus().textContent).toMatch(/No order has the number #999\.$/),
    );
    expect(screen.queryByRole('option', { name: /#999/ })).toBeNull();
  });

  it('Enter before the pause checks at once: opens an order that exists, not one that does not', async () => {
    const { field, onOpen, bridge } = await renderFinder({ graphql: service });
    fireEvent.change(field, { target: { value: '999' } });
    await screen.findByRole('option', { name: /Order #999/ });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(callsOf(bridge, 'OrdersByNumbers')).toHaveLength(1));
    await waitFor(() => expect(finderStatus().textContent).toMatch(/No order has the number/));
    expect(onOpen).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '100500' } });
    await screen.findByRole('option', { name: /Order #100500/ });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(opened(onOpen)).toEqual(['#100500']));
  });

  it('while the copy syncs, looks a SKU it lacks up at the service and opens it', async () => {
    const { field, onOpen, bridge } = await renderFinder({
      graphql: service,
      status: { ...READY, phase: 'first-sync', records: 3, estimatedTotal: 20_000 },
    });
    await userEvent.type(field, 'SBX-77777');
    const option = await screen.findByRole('option', {
      name: /Look up SKU SBX-77777 at the service/,
    });
    expect(option.textContent).toContain('Not in the catalogue copy yet · exact SKU, 1 credit');
    expect(callsOf(bridge, 'ProductBySku')).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(opened(onOpen)).toEqual(['SBX-77777']));
    expect(callsOf(bridge, 'ProductBySku')).toEqual([
      ['ProductBySku', { sku: 'SBX-77777' }, 'foreground'],
    ]);
  });

  it('says when the service has no product with that SKU, and opens nothing', async () => {
    const { field, onOpen } = await renderFinder({
      graphql: service,
      status: { ...READY, phase: 'failed', records: 3 },
    });
    await userEvent.type(field, 'sbx-77777');
    await userEvent.click(await screen.findByRole('option', { name: /Look up SKU sbx-77777/ }));
    await waitFor(() =>
      expect(finderStatus().textContent).toBe(
        'No product has the SKU “sbx-77777” at the service (SKUs match exactly, capitals included).',
      ),
    );
    expect(screen.queryByRole('option', { name: /Look up SKU/ })).toBeNull();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('offers no look-up at the service once the copy is complete', async () => {
    const { field } = await renderFinder({ graphql: service });
    await userEvent.type(field, 'SBX-77777');
    await waitFor(() => expect(finderStatus().textContent).toMatch(/^No product matches/));
    expect(screen.queryByRole('option', { name: /Look up SKU/ })).toBeNull();
  });
});

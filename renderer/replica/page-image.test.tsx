// @vitest-environment happy-dom
/**
 * The products search over the page's catalogue image: once the image is in, a keystroke's rows
 * are searched in the keystroke's own render, without asking main; a newer version is fetched
 * while the older image keeps answering; changes that cannot be read keep the image held; an
 * image that does not open, or bytes the host could not carry, leave the search in main; and the
 * image goes when main's copy does (sign-out).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import { REBUILD_OVERLAY_AT } from '../../shared/catalogue-image/overlay-limit.ts';
import type { ReplicaImage } from '../../shared/replica/query.ts';
import {
  REPLICA_OFF,
  type ReplicaContents,
  type ReplicaProduct,
  type ReplicaStatus,
} from '../../shared/replica/types.ts';
import { QuickFinder } from '../finder/QuickFinder.tsx';
import { testReplica, testRow } from '../finder/testing/replica.ts';
import { renderProductSearch } from '../products/testing/render-product-search.tsx';
import { ReplicaProductsTable } from '../products/ReplicaProductsTable.tsx';
import { useProductsViewState } from '../products/view-state.ts';
import { LIST_BASE } from '../state/list-model.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { TEST_STOCK, testProduct } from './testing/catalogue.ts';
import { imageChanges, wholeImage } from './testing/image.ts';
import { forgetPageImage } from './page-image.ts';

afterEach(() => {
  cleanup();
  forgetPageImage();
});
beforeEach(() => {
  useProductsViewState.setState({ ...LIST_BASE, quick: 'all', warehouseId: null });
});

/** A product in warehouse W1 (main's rows for it show the same figures: TEST_STOCK's). */
const product = (sku: string, name: string, barcode: string | null): ReplicaProduct =>
  testProduct(sku, name, barcode, [TEST_STOCK]);

const PRODUCTS = [
  product('SBX-00001', 'Blue widget', '810000000001'),
  product('SBX-00002', 'Red gadget', '810000000002'),
  product('ABC-00003', 'Blue gadget', null),
];
const RENAMED = product('SBX-00001', 'Green widget', '810000000001');

const ready = (contents: ReplicaContents | null): ReplicaStatus => ({
  ...REPLICA_OFF,
  phase: contents ? 'ready' : 'off',
  records: PRODUCTS.length,
  contents,
});

type Answer = (contents: ReplicaContents) => ReplicaImage;

function fakeBridge(answer: Answer) {
  // Main's answers, for the time before the page has its image (and to count what is asked).
  const main = testReplica(PRODUCTS.map((p) => testRow(p.sku, p.name, p.barcode)));
  let status = ready({ copy: 'c1', version: 1 });
  const image = vi.fn<
    (after: ReplicaContents | null) => Promise<BridgeResult<ReplicaImage | null>>
  >(() => Promise.resolve(ok(status.contents ? answer(status.contents) : null)));
  const bridge = createFakeBridge({
    session: signedIn(),
    overrides: {
      queryReplica: main.queryReplica,
      replicaStatus: () => Promise.resolve(ok(status)),
      replicaImage: image,
    },
  });
  const push = (next: ReplicaStatus) =>
    act(() => {
      status = next;
      bridge.pushReplica(next);
    });
  return { bridge, main, image, push };
}

function renderSearch(answer: Answer) {
  const { bridge, main, image, push } = fakeBridge(answer);
  return { main, image, push, ...renderProductSearch(bridge) };
}

const sent = (products: readonly ReplicaProduct[]) => (contents: ReplicaContents) =>
  wholeImage(contents, products);

describe('the products search over the page’s image', () => {
  it('answers each keystroke in its own render, without asking main', async () => {
    const { main, image, type, wrapper, skus } = renderSearch(sent(PRODUCTS));
    await waitFor(() => expect(wrapper().dataset['rowsFrom']).toBe('page'));
    expect(image).toHaveBeenCalledTimes(1);
    expect(image).toHaveBeenLastCalledWith(null);
    const asked = main.asked.length;

    // No waiting: the rows are the new text's as soon as the keystroke has been handled.
    type('blue');
    expect(wrapper().dataset['search']).toBe('blue');
    expect(skus()).toEqual(['ABC-00003', 'SBX-00001']);
    type('81000000000');
    expect(wrapper().dataset['search']).toBe('81000000000');
    expect(skus()).toEqual(['SBX-00001', 'SBX-00002']);
    type('abc');
    expect(wrapper().dataset['search']).toBe('abc');
    expect(skus()).toEqual(['ABC-00003']);
    expect(main.asked).toHaveLength(asked);
  });

  it('lays what main changed over the image it sends before the page searches it', async () => {
    const { type, wrapper, skus } = renderSearch((contents) =>
      wholeImage(contents, PRODUCTS, { changed: [RENAMED], removed: ['id-SBX-00002'] }),
    );
    await waitFor(() => expect(wrapper().dataset['rowsFrom']).toBe('page'));
    type('green');
    await waitFor(() => expect(wrapper().dataset['search']).toBe('green'));
    expect(skus()).toEqual(['SBX-00001']);
    type('gadget');
    await waitFor(() => expect(wrapper().dataset['search']).toBe('gadget'));
    expect(skus()).toEqual(['ABC-00003']);
  });

  it('keeps answering from the image it has while what changed is on its way, then applies it', async () => {
    let answer: (() => void) | null = null;
    const { image, push, type, wrapper, skus } = renderSearch(sent(PRODUCTS));
    await waitFor(() => expect(wrapper().dataset['rowsFrom']).toBe('page'));
    type('green');
    expect(await screen.findByText('Nothing matches “green”')).toBeDefined();

    // Hold the next answer back: the older image keeps answering meanwhile.
    image.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve(ok(imageChanges({ copy: 'c1', version: 2 }, [RENAMED], ['id-SBX-00002'])));
        }),
    );
    push(ready({ copy: 'c1', version: 2 }));
    await waitFor(() => expect(image).toHaveBeenCalledTimes(2));
    // Asked for what changed after the version the page holds.
    expect(image).toHaveBeenLastCalledWith({ copy: 'c1', version: 1 });
    expect(wrapper().dataset['rowsFrom']).toBe('page');
    type('blue');
    await waitFor(() => expect(wrapper().dataset['search']).toBe('blue'));
    expect(skus()).toEqual(['ABC-00003', 'SBX-00001']);

    act(() => answer?.());
    // The renamed product no longer answers "blue": the newer image is searched now.
    await waitFor(() => expect(skus()).toEqual(['ABC-00003']));
    type('green');
    await waitFor(() => expect(wrapper().dataset['search']).toBe('green'));
    expect(skus()).toEqual(['SBX-00001']);
    type('red');
    expect(await screen.findByText('Nothing matches “red”')).toBeDefined();
    type('');
    await waitFor(() => expect(wrapper().dataset['search']).toBe(''));
    expect(skus()).toEqual(['ABC-00003', 'SBX-00001']);
  });

  it('keeps the image it holds when the changes sent cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { image, push, type, wrapper, skus } = renderSearch(sent(PRODUCTS));
    await waitFor(() => expect(wrapper().dataset['rowsFrom']).toBe('page'));
    // A column one value short of the others: the products cannot be read.
    const changes = imageChanges({ copy: 'c1', version: 2 }, [RENAMED]);
    const short = { ...changes, changed: { ...changes.changed, sku: [] } };
    image.mockImplementation(() => Promise.resolve(ok(short)));
    push(ready({ copy: 'c1', version: 2 }));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    // Still the image of version 1, searched in the page: the rename did not land.
    expect(wrapper().dataset['rowsFrom']).toBe('page');
    type('blue');
    expect(skus()).toEqual(['ABC-00003', 'SBX-00001']);
    warn.mockRestore();
  });

  it('searches in main when the image sent does not open', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { image, type, wrapper, skus } = renderSearch((contents) => ({
      ...wholeImage(contents, PRODUCTS),
      image: new ArrayBuffer(16),
    }));
    await waitFor(() => expect(image).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(wrapper().dataset['rowsFrom']).toBe('main');
    type('red');
    await waitFor(() => expect(wrapper().dataset['search']).toBe('red'));
    expect(skus()).toEqual(['SBX-00002']);
    // Not asked again for the same contents.
    expect(image).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('searches in main when the host could not carry the image’s bytes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { image, type, wrapper, skus } = renderSearch(
      // What a host that serializes as JSON delivers for an ArrayBuffer.
      (contents) => ({ ...wholeImage(contents, PRODUCTS), image: {} as ArrayBuffer }),
    );
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(wrapper().dataset['rowsFrom']).toBe('main');
    type('red');
    await waitFor(() => expect(wrapper().dataset['search']).toBe('red'));
    expect(skus()).toEqual(['SBX-00002']);
    expect(image).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('asks for the whole image again once a thousand products are laid over it', async () => {
    const many = Array.from({ length: REBUILD_OVERLAY_AT }, (_, i) =>
      product(`NEW-${String(i).padStart(5, '0')}`, `New product ${i}`, null),
    );
    const { image, push, type, wrapper, skus } = renderSearch(sent(PRODUCTS));
    await waitFor(() => expect(wrapper().dataset['rowsFrom']).toBe('page'));
    image.mockImplementation((after) =>
      Promise.resolve(
        ok(
          after === null
            ? wholeImage({ copy: 'c1', version: 3 }, PRODUCTS)
            : imageChanges({ copy: 'c1', version: 2 }, many),
        ),
      ),
    );
    push(ready({ copy: 'c1', version: 2 }));
    await waitFor(() => expect(image).toHaveBeenCalledTimes(2));
    expect(image).toHaveBeenLastCalledWith({ copy: 'c1', version: 1 });
    type('NEW-00999');
    await waitFor(() => expect(skus()).toEqual(['NEW-00999']));

    // The next version: the whole image, not what changed after version 2.
    push(ready({ copy: 'c1', version: 3 }));
    await waitFor(() => expect(image).toHaveBeenCalledTimes(3));
    expect(image).toHaveBeenLastCalledWith(null);
    // The whole image of version 3 is searched now: it has none of the thousand.
    type('NEW-00999');
    expect(await screen.findByText('Nothing matches “NEW-00999”')).toBeDefined();
    type('blue');
    expect(skus()).toEqual(['ABC-00003', 'SBX-00001']);
  });

  it('asks again at the next version after a fetch that threw', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let first = true;
    const { image, push, wrapper } = renderSearch((contents) => {
      if (first) {
        first = false;
        throw new Error('a bug on the way');
      }
      return wholeImage(contents, PRODUCTS);
    });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(wrapper().dataset['rowsFrom']).toBe('main');
    push(ready({ copy: 'c1', version: 2 }));
    await waitFor(() => expect(wrapper().dataset['rowsFrom']).toBe('page'));
    expect(image).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('drops the image when main’s copy is gone, and takes no other account’s', async () => {
    const { image, push, wrapper } = renderSearch(sent(PRODUCTS));
    await waitFor(() => expect(wrapper().dataset['rowsFrom']).toBe('page'));

    push(ready(null));
    expect(wrapper().dataset['rowsFrom']).toBe('main');
    // Another sign-in: a new image is asked for, and the list waits for it in main meanwhile.
    image.mockImplementationOnce(() => new Promise(() => undefined));
    push(ready({ copy: 'c2', version: 1 }));
    await waitFor(() => expect(image).toHaveBeenCalledTimes(2));
    expect(image).toHaveBeenLastCalledWith(null);
    expect(wrapper().dataset['rowsFrom']).toBe('main');
  });
});

describe('the quick finder over the page’s image', () => {
  it('finds products in the image without asking main', async () => {
    const { bridge, main, image } = fakeBridge(sent(PRODUCTS));
    renderWithApp(
      <>
        <QuickFinder onOpen={() => undefined} onClose={() => undefined} />
        <ReplicaProductsTable />
      </>,
      bridge,
    );
    // The list beside it shows when the page has its image.
    await waitFor(() => {
      const table = document.querySelector<HTMLElement>('.products-table');
      expect(table?.dataset['rowsFrom']).toBe('page');
    });
    expect(image).toHaveBeenCalledTimes(1);

    const field = screen.getByRole('combobox', { name: 'Find a product or an order' });
    fireEvent.change(field, { target: { value: 'gadget' } });
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(within(list).getByText('Blue gadget')).toBeDefined();
    expect(within(list).getByText('Red gadget')).toBeDefined();
    expect(list.getAttribute('aria-busy')).toBe('false');
    expect(main.asked).not.toContain('gadget');
  });
});

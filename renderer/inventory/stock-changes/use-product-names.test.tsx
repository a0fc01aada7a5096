// @vitest-environment happy-dom
/**
 * Product names by SKU from the page's catalogue image: the names of the SKUs shown once the
 * page holds the image, a newer version's names after a change, only an exact SKU's name (a
 * lookup also finds other cases and barcodes), and none without an image.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/bridge/errors.ts';
import type { ReplicaImage } from '../../../shared/replica/query.ts';
import { REPLICA_OFF, type ReplicaStatus } from '../../../shared/replica/types.ts';
import { testProduct } from '../../replica/testing/catalogue.ts';
import { imageChanges, wholeImage } from '../../replica/testing/image.ts';
import { forgetPageImage } from '../../replica/page-image.ts';
import { createFakeBridge, signedIn } from '../../testing/fake-bridge.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { useProductNames } from './use-product-names.ts';

afterEach(() => {
  cleanup();
  forgetPageImage();
});

const V1 = { copy: 'c1', version: 1 };
const V2 = { copy: 'c1', version: 2 };
const PRODUCTS = [
  testProduct('SBX-1', 'Blue widget', '810000000001'),
  testProduct('SBX-2', 'Red gadget'),
];
const SKUS = ['SBX-1', 'sbx-2', '810000000001', 'NONE', null];

const statusAt = (contents: typeof V1): ReplicaStatus => ({
  ...REPLICA_OFF,
  phase: 'ready',
  records: PRODUCTS.length,
  contents,
});

function Names() {
  const { nameOf, ready } = useProductNames(SKUS);
  return (
    <ul aria-label={ready ? 'ready' : 'waiting'}>
      {SKUS.map((sku) => (
        <li key={String(sku)}>{`${String(sku)}: ${nameOf(sku) ?? '-'}`}</li>
      ))}
    </ul>
  );
}

function renderNames(answer: (after: unknown) => ReplicaImage | null) {
  let status = statusAt(V1);
  const bridge = createFakeBridge({
    session: signedIn(),
    overrides: {
      replicaStatus: () => Promise.resolve(ok(status)),
      replicaImage: (after) => Promise.resolve(ok(answer(after))),
    },
  });
  renderWithApp(<Names />, bridge);
  return (next: ReplicaStatus) =>
    act(() => {
      status = next;
      bridge.pushReplica(next);
    });
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useProductNames', () => {
  it('names the SKUs shown from the image, an exact SKU only, and again after a change', async () => {
    const push = renderNames((after) =>
      after === null
        ? wholeImage(V1, PRODUCTS)
        : imageChanges(V2, [testProduct('SBX-1', 'Green widget')], ['id-SBX-2']),
    );
    await waitFor(() => expect(shown()[0]).toBe('SBX-1: Blue widget'));
    expect(shown()).toEqual([
      'SBX-1: Blue widget',
      // Found by a lookup (any case, or a barcode), but not this SKU.
      'sbx-2: -',
      '810000000001: -',
      'NONE: -',
      'null: -',
    ]);
    expect(screen.getByRole('list', { name: 'ready' })).toBeTruthy();

    push(statusAt(V2));
    await waitFor(() => expect(shown()[0]).toBe('SBX-1: Green widget'));
  });

  it('names nothing while the page holds no image', async () => {
    renderNames(() => null);
    await waitFor(() => expect(screen.getByRole('list', { name: 'waiting' })).toBeTruthy());
    expect(shown()[0]).toBe('SBX-1: -');
  });
});

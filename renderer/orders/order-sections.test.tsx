// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fail, ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import { createFakeBridge, payload, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { ShipmentsSection } from './ShipmentsSection.tsx';

afterEach(cleanup);

const ORDER_ID = 'T3JkZXI6NTU3MzAxNzk4';

describe('the shipments section', () => {
  it('without view:shipments names the scope and offers re-authorization, sending nothing', async () => {
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['openid', 'view:orders', 'view:pii'] }),
      graphql: () => ok(payload({})),
    });
    renderWithApp(<ShipmentsSection orderId={ORDER_ID} />, bridge);
    expect(await screen.findByText(/This sign-in may not see shipments/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for “See shipments”' })).toBeTruthy();
    expect(bridge.calls.filter((c) => c.args[0] === 'OrderShipments')).toHaveLength(0);
  });

  it('shows each package’s carrier, method and tracking number', async () => {
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['openid', 'view:orders', 'view:shipments', 'view:pii'] }),
      graphql: (name) =>
        ok(
          payload(
            name === 'OrderShipments'
              ? {
                  shipments: {
                    data: {
                      edges: [
                        {
                          node: {
                            id: 's1',
                            created_date: '2026-11-20T10:00:00',
                            delivered: true,
                            picked_up: true,
                            total_packages: 1,
                            address: { name: 'Mia Foster', city: 'Portland', state: 'OR' },
                            shipping_labels: [
                              {
                                id: 'l1',
                                carrier: 'UPS',
                                shipping_method: 'Ground',
                                tracking_number: '1Z999AA10123456784',
                                tracking_url:
                                  'https://www.ups.com/track?tracknum=1Z999AA10123456784',
                              },
                            ],
                          },
                        },
                      ],
                    },
                  },
                }
              : {},
          ),
        ),
    });
    renderWithApp(<ShipmentsSection orderId={ORDER_ID} />, bridge);
    expect(await screen.findByText('1Z999AA10123456784')).toBeTruthy();
    expect(screen.getByText('UPS · Ground')).toBeTruthy();
    expect(screen.getByText('Delivered')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Track 1Z999AA10123456784 on the carrier’s site' }),
    ).toBeTruthy();
  });
});

function shipmentsBridge(trackingUrl: string | null, opened: BridgeResult<null>) {
  return createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:orders', 'view:shipments'] }),
    graphql: (name) =>
      ok(
        payload(
          name === 'OrderShipments'
            ? {
                shipments: {
                  data: {
                    edges: [
                      {
                        node: {
                          id: 's1',
                          created_date: '2026-11-20T10:00:00',
                          delivered: false,
                          total_packages: 1,
                          address: null,
                          shipping_labels: [
                            {
                              id: 'l1',
                              carrier: 'UPS',
                              shipping_method: 'Ground',
                              tracking_number: '1Z999AA10123456784',
                              tracking_url: trackingUrl,
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              }
            : {},
        ),
      ),
    overrides: { openTrackingPage: () => Promise.resolve(opened) },
  });
}

const UPS_PAGE = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
const TRACK = 'Track 1Z999AA10123456784 on the carrier’s site';

describe('Track on a shipment', () => {
  it('says the carrier’s page opened in the browser, and offers its address', async () => {
    renderWithApp(<ShipmentsSection orderId={ORDER_ID} />, shipmentsBridge(UPS_PAGE, ok(null)));
    await userEvent.click(await screen.findByRole('button', { name: TRACK }));
    expect(await screen.findByText('Opened www.ups.com in your browser.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the tracking page’s address' })).toBeTruthy();
  });

  it('says so when the browser could not be opened, with the address to copy', async () => {
    const refused = fail({ kind: 'server', message: 'The browser could not be opened' });
    renderWithApp(<ShipmentsSection orderId={ORDER_ID} />, shipmentsBridge(UPS_PAGE, refused));
    await userEvent.click(await screen.findByRole('button', { name: TRACK }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The browser could not be opened: copy the address into a browser.',
    );
    expect(screen.getByRole('button', { name: 'Copy the tracking page’s address' })).toBeTruthy();
  });

  it('without a tracking page says to copy the number instead', async () => {
    renderWithApp(<ShipmentsSection orderId={ORDER_ID} />, shipmentsBridge(null, ok(null)));
    expect(
      await screen.findByText('No tracking page from the carrier: copy the number.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: TRACK })).toBeNull();
  });
});

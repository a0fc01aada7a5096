import { describe, expect, it } from 'vitest';
import { REQUESTS } from '../../shared/bridge/contract.ts';
import { silentLogger } from '../log/logger.ts';
import { openTrackingPage } from './open-tracking.ts';

describe('opening a tracking page', () => {
  it('opens http(s) pages and nothing else', async () => {
    const opened: string[] = [];
    const open = (url: string) => {
      opened.push(url);
      return Promise.resolve();
    };
    const page = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    expect(await openTrackingPage(page, open, silentLogger)).toEqual({ ok: true, value: null });
    for (const bad of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://user:pw@evil.test/',
      'ftp://x',
    ]) {
      expect(await openTrackingPage(bad, open, silentLogger)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-input' },
      });
    }
    expect(opened).toEqual([page]);
  });

  it('is refused by the bridge contract before it reaches main’s handler', () => {
    const schema = REQUESTS['external.openTracking'];
    expect(
      schema.safeParse({ url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400' })
        .success,
    ).toBe(true);
    expect(schema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
    expect(schema.safeParse({ url: 'https://a.test/\u0000' }).success).toBe(false);
  });

  it('reports a browser that would not open as a server error', async () => {
    const result = await openTrackingPage(
      'https://www.fedex.com/fedextrack/?trknbr=1',
      () => Promise.reject(new Error('no browser')),
      silentLogger,
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'server' } });
  });
});

import { describe, expect, it } from 'vitest';
import { REQUESTS, isWebUrl } from '../../shared/bridge/contract.ts';
import { silentLogger } from '../log/logger.ts';
import { openTrackingPage } from './open-tracking.ts';

const UPS = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';

function opener(known: readonly string[]) {
  const opened: string[] = [];
  const deps = {
    known: (url: string) => known.includes(url),
    openExternal: (url: string) => {
      opened.push(url);
      return Promise.resolve();
    },
    log: silentLogger,
  };
  return { opened, deps };
}

describe('opening a tracking page', () => {
  it('opens http(s) pages the service sent, and nothing else', async () => {
    const bad = [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://user:pw@evil.test/',
      'ftp://x',
    ];
    // Even if they were known, these never open.
    const { opened, deps } = opener([UPS, ...bad]);
    expect(await openTrackingPage(UPS, deps)).toEqual({ ok: true, value: null });
    for (const url of bad) {
      expect(await openTrackingPage(url, deps)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-input' },
      });
    }
    expect(opened).toEqual([UPS]);
  });

  it('refuses a web address main did not receive from the service', async () => {
    const { opened, deps } = opener([UPS]);
    expect(await openTrackingPage('https://phishing.example/login', deps)).toEqual({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'Only the tracking pages of shipments shown in this session open',
      },
    });
    expect(opened).toEqual([]);
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

  it('takes web addresses only: a host, no credentials, no spaces or control characters', () => {
    for (const good of [
      'https://a.test',
      'HTTP://A.TEST/track',
      'https://a.test:8443/t?n=1Z9#top',
      'https://a.test?n=1',
      'https://a.test/@carrier/1Z9',
      'https://例え.jp/追跡',
    ]) {
      expect(isWebUrl(good), good).toBe(true);
    }
    for (const bad of [
      'https://',
      'https:///path',
      'https://user@a.test/',
      'https://a test/',
      'https://a.test/a b',
      'https://a.test/\u007f',
      'https://a.test/\u001f',
      'https://a.test\\evil.test/',
      'https://a.test/x\\y',
      'mailto:a@b.test',
      ' https://a.test/',
      'http:/a.test',
    ]) {
      expect(isWebUrl(bad), bad).toBe(false);
    }
  });

  it('reports a browser that would not open as a server error', async () => {
    const page = 'https://www.fedex.com/fedextrack/?trknbr=1';
    const result = await openTrackingPage(page, {
      known: (url) => url === page,
      openExternal: () => Promise.reject(new Error('no browser')),
      log: silentLogger,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'server' } });
  });
});

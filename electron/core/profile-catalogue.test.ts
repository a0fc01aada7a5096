import { describe, expect, it } from 'vitest';
import { SANDBOX_PROFILE_ID } from '../profiles/profile.ts';
import { createMemoryStore } from '../store/key-value-store.ts';
import { createProfileCatalogue, type ServiceUrls } from './profile-catalogue.ts';

/** The built-in profile's service, started on first use (Electron main's embedded sandbox). */

const URLS: ServiceUrls = { baseUrl: 'http://127.0.0.1:4010', loginUrl: 'http://127.0.0.1:4010' };

/** A service whose starts the test settles; `starts` counts every start, settled or not. */
function lazyService() {
  const pending: ((outcome: ServiceUrls | Error) => void)[] = [];
  let starts = 0;
  const start = (): Promise<ServiceUrls> => {
    starts += 1;
    return new Promise((resolve, reject) => {
      pending.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
    });
  };
  const settle = (outcome: ServiceUrls | Error): void => {
    const next = pending.shift();
    if (next === undefined) throw new Error('the service was not started');
    next(outcome);
  };
  return { start, settle, starts: () => starts };
}

describe('the built-in profile with a service started on first use', () => {
  it('is listed before it starts, without addresses, and listing starts nothing', () => {
    const service = lazyService();
    const catalogue = createProfileCatalogue({
      store: createMemoryStore(),
      sandboxUrls: service.start,
    });
    expect(catalogue.summaries()).toEqual([
      expect.objectContaining({ id: SANDBOX_PROFILE_ID, builtIn: true, baseUrl: '', loginUrl: '' }),
    ]);
    expect(catalogue.get(SANDBOX_PROFILE_ID)?.baseUrl).toBe('');
    expect(service.starts()).toBe(0);
  });

  it('starts once however many ask at the same moment, then answers with its addresses', async () => {
    const service = lazyService();
    const catalogue = createProfileCatalogue({
      store: createMemoryStore(),
      sandboxUrls: service.start,
    });
    const first = catalogue.ready(catalogue.builtIn());
    const second = catalogue.ready(catalogue.builtIn());
    await Promise.resolve();
    expect(service.starts()).toBe(1);
    service.settle(URLS);
    expect(await first).toMatchObject({ id: SANDBOX_PROFILE_ID, ...URLS });
    expect(await second).toMatchObject(URLS);
    await catalogue.ready(catalogue.builtIn());
    expect(service.starts()).toBe(1);
    expect(catalogue.summaries()[0]).toMatchObject(URLS);
  });

  it('a failed start is reported to the one who asked, and the next use tries again', async () => {
    const service = lazyService();
    const catalogue = createProfileCatalogue({
      store: createMemoryStore(),
      sandboxUrls: service.start,
    });
    const failing = catalogue.ready(catalogue.builtIn());
    await Promise.resolve();
    service.settle(new Error('EADDRINUSE'));
    await expect(failing).rejects.toThrow('EADDRINUSE');
    expect(catalogue.builtIn().baseUrl).toBe('');
    const retry = catalogue.ready(catalogue.builtIn());
    await Promise.resolve();
    service.settle(URLS);
    expect(await retry).toMatchObject(URLS);
    expect(service.starts()).toBe(2);
  });

  it('leaves other profiles alone: readying one of them starts nothing', async () => {
    const service = lazyService();
    const catalogue = createProfileCatalogue({
      store: createMemoryStore(),
      sandboxUrls: service.start,
    });
    const saved = catalogue.save({
      name: 'Ours',
      baseUrl: 'https://api.example.com',
      loginUrl: 'https://login.example.com',
      clientId: 'floorboard',
      method: 'oauth',
    });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(await catalogue.ready(saved.value.profile)).toBe(saved.value.profile);
    expect(service.starts()).toBe(0);
  });
});

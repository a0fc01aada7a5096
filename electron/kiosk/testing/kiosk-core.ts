/**
 * A kiosk core over a sandbox, signed in at start-up as the kiosk would be, with the broker's
 * requests sent through `fetch` (a wire clock's, so the test's time moves only between them).
 */
import type { SandboxHandle } from '../../../sandbox/start.ts';
import { createFakeCipher } from '../../auth/testing/fake-cipher.ts';
import type { Core } from '../../core/core.ts';
import { createCore } from '../../core/create-core.ts';
import { silentLogger } from '../../log/logger.ts';
import { createMemoryStore } from '../../store/key-value-store.ts';
import { DEFAULT_KIOSK_SETTINGS } from '../options.ts';
import { buildInProcess } from '../../replica/image-build/build-in-process.ts';

export function createKioskCore(
  sandbox: SandboxHandle,
  fetch: typeof globalThis.fetch,
): Promise<Core> {
  return createCore(
    {
      sandboxUrls: { baseUrl: sandbox.url, loginUrl: sandbox.url },
      store: createMemoryStore(),
      cipher: createFakeCipher(),
      openExternal: () => Promise.resolve(),
      log: silentLogger,
    },
    {
      broker: { fetch },
      buildImage: buildInProcess,
      kiosk: {
        settings: DEFAULT_KIOSK_SETTINGS,
        signInAtStart: { method: 'password', ...sandbox.demo.owner },
      },
    },
  );
}

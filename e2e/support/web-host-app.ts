/** The `App` of a web host a spec started itself (against a sandbox outside it). */
import type { Page } from '@playwright/test';
import type { App } from './app.ts';
import { workerCallbackPort } from './callback-port.ts';
import type { WebHostProcess } from './web-host-process.ts';

export function appOf(page: Page, host: WebHostProcess): App {
  return {
    page,
    host: 'web',
    authorizationUrls: () => host.lines.openedUrls(),
    waitForAuthorizationUrl: (options) => host.lines.nextOpenedUrl(options?.timeoutMs ?? 15_000),
    sandboxControlUrl: undefined,
    developerPair: () => undefined,
    callbackPort: workerCallbackPort(),
  };
}

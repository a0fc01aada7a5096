/**
 * Plays the system browser for OAuth sign-in: opens the authorization URL main asked to open in
 * a separate page, signs in on the sandbox's consent page and approves (optionally unticking
 * scopes). The sandbox then redirects that page to main's loopback callback (port 3000, or the
 * worker's own: callback-port.ts).
 */
import type { BrowserContext } from '@playwright/test';

export interface ConsentOptions {
  readonly username?: string;
  readonly password?: string;
  /** Scopes to untick before approving: the user grants fewer than requested. */
  readonly untick?: readonly string[];
  readonly decision?: 'Allow' | 'Deny';
}

export async function approveInBrowser(
  context: BrowserContext,
  authorizationUrl: string,
  options: ConsentOptions = {},
): Promise<void> {
  const browser = await context.newPage();
  try {
    await browser.goto(authorizationUrl);
    await browser
      .getByRole('textbox', { name: 'E-mail' })
      .fill(options.username ?? 'owner@sandbox.test');
    await browser.getByLabel('Password', { exact: true }).fill(options.password ?? 'sandbox');
    for (const scope of options.untick ?? []) {
      await browser.getByRole('checkbox', { name: new RegExp(`^${scope}\\b`) }).uncheck();
    }
    await browser.getByRole('button', { name: options.decision ?? 'Allow' }).click();
    await browser.waitForURL(/127\.0\.0\.1:\d+\/(done|callback)/);
  } finally {
    await browser.close();
  }
}

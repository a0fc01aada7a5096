/** Steps the orders specs share: sign in with the Account manager preset and open Orders. */
import type { BrowserContext, Page } from '@playwright/test';
import type { App } from './app.ts';
import { expect } from './app.ts';
import { dataRows, openView, signInWithBrowser } from './dashboard.ts';

export async function signInToOrders(
  app: App,
  context: BrowserContext,
  untick: readonly string[] = [],
): Promise<Page> {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', untick });
  await openView(page, 'Orders');
  await expect(dataRows(page, 'Orders').first()).toBeVisible();
  return page;
}

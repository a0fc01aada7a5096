/**
 * Steps the dashboard specs share: sign in through the browser flow with a preset,
 * switch views, find the grids, and watch the GraphQL requests the page sends over the bridge.
 * Everything is selected by role and accessible name, as a user (or assistive tech) finds it.
 */
import type { BrowserContext, Locator, Page, WebSocket } from '@playwright/test';
import type { App } from './app.ts';
import { expect, test } from './app.ts';
import { approveInBrowser } from './consent.ts';
import { relaunch } from './relaunch.ts';

export type Preset = 'Account manager' | 'Floor kiosk';
export type ViewName = 'Overview' | 'Products' | 'Orders' | 'Inventory' | 'Account';

export interface BrowserSignInOptions {
  readonly preset: Preset;
  /** Scopes the "user" unticks on the consent page: granted fewer than requested. */
  readonly untick?: readonly string[];
  /**
   * The view the spec starts in. Every sign-in opens on the overview (its own spec looks at it);
   * most specs begin with the products list, so that is the default.
   */
  readonly startIn?: ViewName;
}

/**
 * Signs in to the built-in Sandbox profile with the browser (OAuth + PKCE): picks the preset,
 * plays the system browser on the consent page, waits for the shell on its overview, and opens
 * the view the spec starts in. Returns the scopes the app asked the browser for.
 */
export async function signInWithBrowser(
  app: App,
  context: BrowserContext,
  options: BrowserSignInOptions,
): Promise<string[]> {
  const { page } = app;
  await expect(page.getByRole('heading', { name: /Sign in to Sandbox/ })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${options.preset}`) }).check();
  await page.getByRole('button', { name: 'Sign in with browser' }).click();
  const url = await app.waitForAuthorizationUrl();
  await approveInBrowser(context, url, { untick: options.untick ?? [] });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const startIn = options.startIn ?? 'Products';
  if (startIn !== 'Overview') await openView(page, startIn);
  return (new URL(url).searchParams.get('scope') ?? '').split(' ').filter(Boolean);
}

export async function openView(page: Page, view: ViewName): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: view }).click();
  await expect(page.getByRole('heading', { level: 1, name: view })).toBeVisible();
}

/**
 * Waits until the catalogue copy is complete and the products view lists it (its summary line),
 * the state the products view is in for the rest of a session. Its first sync is paced by the
 * sandbox's credits, so it takes a while.
 */
export async function waitForCatalogueCopy(page: Page): Promise<void> {
  const waitMs = 60_000;
  // The wait is paced by credits, not by the test's own work: it gets a budget of its own.
  test.info().setTimeout(test.info().timeout + waitMs);
  await expect(
    page.getByRole('status').filter({ hasText: /products · [\d,]+ below reorder level/ }),
  ).toBeVisible({ timeout: waitMs });
}

export function grid(page: Page, name: 'Products' | 'Orders'): Locator {
  return page.getByRole('grid', { name });
}

/**
 * Scrolls a grid to the end of its loaded rows with the mouse wheel, as a user would; the
 * virtualized grid then asks for the next page.
 */
export async function scrollGridToEnd(page: Page, name: 'Products' | 'Orders'): Promise<void> {
  await grid(page, name).hover();
  await page.mouse.wheel(0, 1_000_000);
}

/**
 * The loaded data rows of a grid, in DOM (= display) order: the header row (no gridcell) and the
 * empty-state row (no aria-rowindex) excluded.
 */
export function dataRows(page: Page, name: 'Products' | 'Orders'): Locator {
  return grid(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .and(page.locator('[aria-rowindex]'));
}

/**
 * Waits until the products grid (from the catalogue copy) shows the rows of its current filter:
 * while the copy answers a new filter or search, the grid keeps the previous rows on screen and
 * is marked aria-busy. Call it after a wait that shows the new filter took (e.g. aria-pressed).
 */
export async function copyRowsSettled(page: Page): Promise<void> {
  await expect(page.locator('.products-table[data-source="copy"]')).toBeVisible();
  await expect(page.locator('.products-table[data-source="copy"]')).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
}

/** The text of one cell of a row, by its column (1-based, aria-colindex). */
export async function cellText(row: Locator, columnIndex: number): Promise<string> {
  return (
    await row.locator(`[role="gridcell"][aria-colindex="${columnIndex}"]`).innerText()
  ).trim();
}

/** One cell's text per rendered row, for the column at `columnIndex` (1-based, aria-colindex). */
export async function columnTexts(
  page: Page,
  name: 'Products' | 'Orders',
  columnIndex: number,
): Promise<string[]> {
  return dataRows(page, name)
    .locator(`[role="gridcell"][aria-colindex="${columnIndex}"]`)
    .allInnerTexts();
}

export interface GraphqlRequest {
  readonly operationName: string;
  readonly variables: Readonly<Record<string, unknown>>;
}

/**
 * Records the GraphQL requests the page sends over the bridge socket. The socket opened before
 * the spec got the page, and Playwright only reports sockets opened after a listener exists, so
 * this listens and then loads the app again through a fresh launch URL: main keeps the session,
 * so the new load costs about a second and changes nothing else.
 */
export async function recordGraphqlRequests(page: Page): Promise<GraphqlRequest[]> {
  const requests: GraphqlRequest[] = [];
  const onSocket = (socket: WebSocket): void => {
    socket.on('framesent', ({ payload }) => {
      const request = graphqlRequestOf(typeof payload === 'string' ? payload : payload.toString());
      if (request !== null) requests.push(request);
    });
  };
  page.on('websocket', onSocket);
  await relaunch(page);
  return requests;
}

function graphqlRequestOf(text: string): GraphqlRequest | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  if (Reflect.get(message, 'method') !== 'graphql') return null;
  const payload: unknown = Reflect.get(message, 'payload');
  if (typeof payload !== 'object' || payload === null) return null;
  const operationName: unknown = Reflect.get(payload, 'operationName');
  const variables: unknown = Reflect.get(payload, 'variables');
  if (typeof operationName !== 'string' || typeof variables !== 'object' || variables === null) {
    return null;
  }
  return { operationName, variables: variables as Record<string, unknown> };
}

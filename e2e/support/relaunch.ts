/**
 * Launch codes work once, and the web host's page keeps its bridge secret in memory only: a
 * reload lands on the "open Floorboard from where you started it" screen. Specs that need a new
 * page load (to watch its sockets from the start) or a second bridge socket ask the host for a
 * fresh launch URL, as a person would by pressing Enter in the host's terminal.
 */
import type { Page } from '@playwright/test';

const launchers = new WeakMap<Page, () => Promise<string>>();

/** Called by the `app` fixture for the web host's page. */
export function registerLauncher(page: Page, newLaunchUrl: () => Promise<string>): void {
  launchers.set(page, newLaunchUrl);
}

export function newLaunchUrl(page: Page): Promise<string> {
  const launcher = launchers.get(page);
  if (launcher === undefined) throw new Error('not a web host page: no launch URLs to ask for');
  return launcher();
}

/** A full new load of the app through a fresh launch URL (main keeps the session). */
export async function relaunch(page: Page): Promise<void> {
  const url = await newLaunchUrl(page);
  // From a blank page, so the new URL is a real navigation, not just a fragment change.
  await page.goto('about:blank');
  await page.goto(url);
}

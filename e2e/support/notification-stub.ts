/**
 * A stand-in for the browser's Notification API, installed before the page's own scripts run
 * (`context.addInitScript`): permission is granted when asked, and every notification made is
 * recorded on the page (title, body) so a spec can read it and click it.
 */
import type { Page } from '@playwright/test';

export interface MadeNotification {
  readonly title: string;
  readonly body: string;
}

interface Recorded extends MadeNotification {
  readonly instance: { onclick: (() => void) | null };
}

/** The page's globals this stub adds (e2e code is type-checked without the DOM library). */
type Stubbed = typeof globalThis & { Notification?: unknown; __notifications?: Recorded[] };

export function installNotificationStub(): void {
  const made: Recorded[] = [];
  class StubNotification {
    static permission = 'default';
    static requestPermission(): Promise<string> {
      StubNotification.permission = 'granted';
      return Promise.resolve('granted');
    }
    onclick: (() => void) | null = null;
    constructor(title: string, options?: { body?: string }) {
      made.push({ title, body: options?.body ?? '', instance: this });
    }
  }
  Object.assign(globalThis as Stubbed, { Notification: StubNotification, __notifications: made });
}

/** The notifications the page has made so far. */
export function madeNotifications(page: Page): Promise<MadeNotification[]> {
  return page.evaluate(() =>
    ((globalThis as Stubbed).__notifications ?? []).map(({ title, body }) => ({ title, body })),
  );
}

/** Clicks the notification at `index`, as the user would in the system's notification area. */
export function clickNotification(page: Page, index: number): Promise<void> {
  return page.evaluate((i) => {
    (globalThis as Stubbed).__notifications?.[i]?.instance.onclick?.();
  }, index);
}

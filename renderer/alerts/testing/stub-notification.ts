/** A recording stand-in for the browser's Notification API, for the alerts' tests. */
import type { NotificationApi } from '../browser-notifications.ts';

interface Made {
  readonly title: string;
  readonly options: NotificationOptions;
  onclick: ((event: Event) => void) | null;
}

export interface StubNotifications {
  readonly api: NotificationApi;
  readonly made: Made[];
  /** How many times the page asked for permission. */
  readonly asked: () => number;
}

/** `permission` now; `answer` what the user says when asked. */
export function stubNotifications(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
): StubNotifications {
  const made: Made[] = [];
  let asked = 0;
  class Stub {
    static permission = permission;
    static requestPermission(): Promise<NotificationPermission> {
      asked += 1;
      Stub.permission = answer;
      return Promise.resolve(answer);
    }
    private readonly record: Made;
    constructor(title: string, options: NotificationOptions) {
      this.record = { title, options, onclick: null };
      made.push(this.record);
    }
    get onclick() {
      return this.record.onclick;
    }
    set onclick(handler: ((event: Event) => void) | null) {
      this.record.onclick = handler;
    }
  }
  return { api: Stub, made, asked: () => asked };
}

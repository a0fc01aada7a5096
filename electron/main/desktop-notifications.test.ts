import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppCommand } from '../../shared/bridge/app-commands.ts';
import type { BriefAlert } from '../../shared/brief/brief.ts';
import { FakeBrowserWindow, FakeNotification } from './testing/fake-electron.ts';
import { desktopAlertNotifier } from './desktop-notifications.ts';

/** The notification glue against the fake electron module: what it asks of Electron. */
vi.mock('electron', async () => (await import('./testing/fake-electron.ts')).fake);

afterEach(() => {
  FakeNotification.made.length = 0;
  FakeNotification.supported = true;
});

const hold: BriefAlert = {
  kind: 'order-on-hold',
  item: { id: 'O42', label: '#100512', detail: 'Operator hold', at: '2026-11-27T08:00:00' },
};

function setUp(kiosk = false) {
  const window = new FakeBrowserWindow({});
  const commands: AppCommand[] = [];
  const notify = desktopAlertNotifier({
    kiosk,
    window: () => window as never,
    command: (command) => commands.push(command),
  });
  return { window, commands, notify };
}

describe('desktopAlertNotifier', () => {
  it('shows a system notification with the shared title and the engine’s detail', () => {
    const { notify } = setUp();
    notify(hold);
    expect(FakeNotification.made.map((n) => [n.options, n.shown])).toEqual([
      [{ title: 'Order put on hold: #100512', body: 'Operator hold' }, true],
    ]);
  });

  it('on a click, brings the window forward and tells the page to open the record', () => {
    const { window, commands, notify } = setUp();
    window.minimized = true;
    notify(hold);
    expect(commands).toEqual([]);
    FakeNotification.made[0]?.emit('click');
    expect(window.minimized).toBe(false);
    expect(window.shown).toBe(true);
    expect(window.focused).toBe(true);
    expect(commands).toEqual([{ open: hold }]);
  });

  it('raises nothing in kiosk mode', () => {
    const { notify } = setUp(true);
    notify(hold);
    expect(FakeNotification.made).toEqual([]);
  });

  it('raises nothing where the system has no notifications', () => {
    FakeNotification.supported = false;
    const { notify } = setUp();
    notify(hold);
    expect(FakeNotification.made).toEqual([]);
  });

  it('a click after the window has gone opens nothing', () => {
    const { window, commands, notify } = setUp();
    notify(hold);
    window.destroyed = true;
    FakeNotification.made[0]?.emit('click');
    expect(commands).toEqual([]);
  });
});

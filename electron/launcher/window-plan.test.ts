import { describe, expect, it } from 'vitest';
import { describePlan, hasDisplay, planWindow, type PlanFacts } from './window-plan.ts';

const URL = 'http://127.0.0.1:5180/#code=abcdefghijklmnopqrstuvwx';

function facts(overrides: Partial<PlanFacts> = {}): PlanFacts & { made: string[] } {
  const made: string[] = [];
  return {
    platform: 'linux',
    env: { DISPLAY: ':0' },
    browser: '/usr/bin/chromium',
    makeProfileDir: () => {
      const dir = `/tmp/floorboard-window-${made.length}`;
      made.push(dir);
      return dir;
    },
    runningAsRoot: false,
    made,
    ...overrides,
  };
}

describe('planWindow', () => {
  it('opens an app window on a fresh temporary profile', () => {
    const input = facts();
    const plan = planWindow(URL, input);
    expect(plan).toEqual({
      kind: 'app-window',
      command: '/usr/bin/chromium',
      profileDir: '/tmp/floorboard-window-0',
      args: expect.arrayContaining([
        `--app=${URL}`,
        '--user-data-dir=/tmp/floorboard-window-0',
      ]) as unknown,
    });
    expect(input.made).toEqual(['/tmp/floorboard-window-0']);
    if (plan.kind !== 'app-window') throw new Error('expected an app window');
    expect(plan.args).not.toContain('--kiosk');
    expect(plan.args).not.toContain('--no-sandbox');
    expect(describePlan(plan)).not.toMatch(/electron/i);
  });

  it('adds --no-sandbox only for root on Linux', () => {
    const root = planWindow(URL, facts({ runningAsRoot: true }));
    expect(root.kind === 'app-window' && root.args).toEqual(
      expect.arrayContaining(['--no-sandbox']),
    );
    const mac = planWindow(URL, facts({ platform: 'darwin', env: {}, runningAsRoot: true }));
    expect(mac.kind === 'app-window' && mac.args).not.toContain('--no-sandbox');
  });

  it('without a Chromium-family browser, hands the URL to the OS opener', () => {
    const none = { browser: undefined };
    expect(planWindow(URL, facts(none))).toEqual({
      kind: 'opener',
      command: 'xdg-open',
      args: [URL],
    });
    expect(planWindow(URL, facts({ ...none, platform: 'darwin', env: {} }))).toEqual({
      kind: 'opener',
      command: 'open',
      args: [URL],
    });
    expect(planWindow(URL, facts({ ...none, platform: 'win32', env: {} }))).toEqual({
      kind: 'opener',
      command: 'cmd',
      args: ['/c', 'start', '""', URL],
    });
  });

  it('with no display on Linux, only prints (and makes no profile folder)', () => {
    const input = facts({ env: {} });
    const plan = planWindow(URL, input);
    expect(plan.kind).toBe('print-only');
    expect(input.made).toEqual([]);
    expect(describePlan(plan)).toContain('open the launch address above');
  });

  it('counts Wayland as a display; macOS and Windows always have one', () => {
    expect(hasDisplay('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBe(true);
    expect(hasDisplay('linux', { DISPLAY: '' })).toBe(false);
    expect(hasDisplay('darwin', {})).toBe(true);
    expect(hasDisplay('win32', {})).toBe(true);
  });
});

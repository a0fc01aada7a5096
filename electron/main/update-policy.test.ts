import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import {
  startUpdates,
  updatesOffBecause,
  type UpdateState,
  type UpdaterLike,
} from './update-policy.ts';

/** electron-updater's autoUpdater, faked: events are emitted by the test. */
class FakeUpdater extends EventEmitter implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  checks = 0;
  installs = 0;
  failNextCheck = false;
  checkForUpdates(): Promise<unknown> {
    this.checks += 1;
    if (this.failNextCheck) {
      this.failNextCheck = false;
      return Promise.reject(new Error('getaddrinfo ENOTFOUND updates.floorboard.invalid'));
    }
    return Promise.resolve(null);
  }
  quitAndInstall(): void {
    this.installs += 1;
  }
}

function harness() {
  const updater = new FakeUpdater();
  const memory = createMemorySink();
  const states: UpdateState[] = [];
  const scheduler = createFakeScheduler();
  const updates = startUpdates({
    updater,
    log: createLogger({ sink: memory.sink }),
    scheduler,
    onState: (state) => states.push(state),
  });
  /** Lets the next check come (the next period's end). */
  const tick = () => scheduler.advance(scheduler.nextIn() ?? 0);
  return { updater, updates, states, scheduler, tick, lines: memory.lines };
}

describe('updatesOffBecause', () => {
  const on = { kiosk: false, argv: [], env: {}, packaged: true };
  it('is on for a packaged desktop app', () => {
    expect(updatesOffBecause(on)).toBeNull();
  });
  it('is off where IT manages the machine, and in development', () => {
    expect(updatesOffBecause({ ...on, kiosk: true })).toBe('kiosk');
    expect(updatesOffBecause({ ...on, argv: ['floorboard', '--no-updates'] })).toBe('flag');
    expect(updatesOffBecause({ ...on, env: { FLOORBOARD_NO_UPDATES: '1' } })).toBe('environment');
    expect(updatesOffBecause({ ...on, env: { FLOORBOARD_NO_UPDATES: '0' } })).toBeNull();
    expect(updatesOffBecause({ ...on, packaged: false })).toBe('not packaged');
  });
});

describe('startUpdates', () => {
  it('checks at start and then every four hours, downloading in the background', () => {
    const h = harness();
    expect(h.updater.checks).toBe(1);
    expect(h.updater.autoDownload).toBe(true);
    expect(h.updater.autoInstallOnAppQuit).toBe(true);
    const HOUR = 3_600_000;
    h.scheduler.advance(4 * HOUR - 1);
    expect(h.updater.checks).toBe(1);
    h.scheduler.advance(1);
    expect(h.updater.checks).toBe(2);
    h.scheduler.advance(8 * HOUR);
    expect(h.updater.checks).toBe(4);
  });

  it('offers "Restart to update" only once an update is downloaded, and stops checking', () => {
    const h = harness();
    expect(h.updates.restartToUpdate()).toBe(false);
    expect(h.updater.installs).toBe(0);
    h.updater.emit('update-downloaded', { version: '1.3.0' });
    expect(h.states.at(-1)).toEqual({ kind: 'ready', version: '1.3.0' });
    h.tick();
    expect(h.updater.checks).toBe(1);
    expect(h.updates.restartToUpdate()).toBe(true);
    expect(h.updater.installs).toBe(1);
  });

  it('a failed check is logged, shown as such, and the next check still runs', async () => {
    const h = harness();
    h.updater.emit('error', new Error('net::ERR_INTERNET_DISCONNECTED'));
    expect(h.states.at(-1)).toEqual({ kind: 'failed', message: 'Could not check for updates' });
    expect(h.lines.join('\n')).toContain('update check failed');
    h.updater.failNextCheck = true;
    h.tick();
    await Promise.resolve();
    await Promise.resolve();
    expect(h.updater.checks).toBe(2);
    expect(h.lines.join('\n')).toContain('ENOTFOUND');
    h.updates.stop();
    expect(h.scheduler.pendingCount()).toBe(0);
  });
});

import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { openWindow, type ChildLike, type WindowDeps } from './app-window.ts';
import type { WindowPlan } from './window-plan.ts';

class FakeChild extends EventEmitter implements ChildLike {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  readonly signals: string[] = [];
  /** Whether SIGTERM ends it (a hung browser ignores it). */
  constructor(private readonly obeysTerm = true) {
    super();
  }
  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    this.signals.push(signal);
    if (signal === 'SIGKILL' || this.obeysTerm) this.exit(signal);
    return true;
  }
  exit(signal: NodeJS.Signals | null = null): void {
    this.signalCode = signal;
    this.exitCode = signal === null ? 0 : null;
    this.emit('exit');
  }
}

const APP: WindowPlan = {
  kind: 'app-window',
  command: '/usr/bin/chromium',
  args: ['--app=http://127.0.0.1:1/#code=x'],
  profileDir: '/tmp/floorboard-window-1',
};

function deps(child: FakeChild) {
  const removed: string[] = [];
  const spawned: { command: string; args: readonly string[] }[] = [];
  const clock = createFakeScheduler(0);
  const injected: WindowDeps = {
    spawn: (command, args) => {
      spawned.push({ command, args });
      return child;
    },
    removeDir: (path) => {
      removed.push(path);
      return Promise.resolve();
    },
    scheduler: clock,
  };
  return { injected, removed, spawned, elapse: () => clock.advance(clock.nextIn() ?? 0) };
}

describe('openWindow', () => {
  it('removes the temporary profile once the user closes the window', async () => {
    const child = new FakeChild();
    const d = deps(child);
    const window = openWindow(APP, d.injected);
    expect(d.spawned).toEqual([{ command: APP.command, args: APP.args }]);
    child.exit();
    await expect(window.closed).resolves.toBe('exited');
    expect(d.removed).toEqual([APP.profileDir]);
    await window.close();
    expect(d.removed).toEqual([APP.profileDir]);
  });

  it('Ctrl+C: ends the browser with SIGTERM and removes the profile', async () => {
    const child = new FakeChild();
    const d = deps(child);
    await openWindow(APP, d.injected).close();
    expect(child.signals).toEqual(['SIGTERM']);
    expect(d.removed).toEqual([APP.profileDir]);
  });

  it('insists with SIGKILL when the browser ignores SIGTERM', async () => {
    const child = new FakeChild(false);
    const d = deps(child);
    const closing = openWindow(APP, d.injected).close();
    await Promise.resolve();
    expect(child.signals).toEqual(['SIGTERM']);
    d.elapse();
    await closing;
    expect(child.signals).toEqual(['SIGTERM', 'SIGKILL']);
    expect(d.removed).toEqual([APP.profileDir]);
  });

  it('reports a browser that could not start, and still cleans up', async () => {
    const child = new FakeChild();
    const d = deps(child);
    const window = openWindow(APP, d.injected);
    child.emit('error', new Error('ENOENT'));
    await expect(window.closed).resolves.toBe('failed');
    expect(d.removed).toEqual([APP.profileDir]);
  });

  it('runs the OS opener once and never reports the window closed', async () => {
    const child = new FakeChild();
    const d = deps(child);
    const window = openWindow({ kind: 'opener', command: 'xdg-open', args: ['u'] }, d.injected);
    child.emit('error', new Error('no xdg-open'));
    const settled = await Promise.race([window.closed, Promise.resolve('pending')]);
    expect(settled).toBe('pending');
    expect(d.spawned).toEqual([{ command: 'xdg-open', args: ['u'] }]);
    await window.close();
    expect(child.signals).toEqual([]);
  });
});

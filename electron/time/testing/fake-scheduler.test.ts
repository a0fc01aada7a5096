import { describe, expect, it } from 'vitest';
import { createFakeScheduler } from './fake-scheduler.ts';

describe('createFakeScheduler', () => {
  it('runs due timers in time order, each at its own time, and only when advanced', () => {
    const clock = createFakeScheduler(0);
    const ran: [string, number][] = [];
    clock.after(300, () => ran.push(['late', clock.now()]));
    clock.after(100, () => ran.push(['early', clock.now()]));
    clock.advance(99);
    expect(ran).toEqual([]);
    clock.advance(250);
    expect(ran).toEqual([
      ['early', 100],
      ['late', 300],
    ]);
    expect(clock.now()).toBe(349);
  });

  it('says how long until the soonest timer, and null when none waits', () => {
    const clock = createFakeScheduler(0);
    expect(clock.nextIn()).toBeNull();
    const cancel = clock.after(500, () => undefined);
    clock.after(800, () => undefined);
    clock.advance(200);
    expect(clock.nextIn()).toBe(300);
    cancel();
    expect(clock.nextIn()).toBe(600);
    expect(clock.pendingCount()).toBe(1);
    clock.advance(600);
    expect(clock.nextIn()).toBeNull();
  });
});

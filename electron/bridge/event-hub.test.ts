import { describe, expect, it, vi } from 'vitest';
import type { CreditSample } from '../../shared/bridge/credits.ts';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { createEventHub } from './event-hub.ts';
import { SNAPSHOT } from './testing/fake-handlers.ts';

const SAMPLE: CreditSample = {
  available: 300,
  max: 300,
  rate: 30,
  at: 1,
  history: [],
  recent: [],
  waitingSeconds: null,
  waitingFor: null,
  usage: { since: 1, until: 1, ours: 0, others: 0, minutes: [] },
};

describe('createEventHub', () => {
  it('delivers a menu command to the page open now, and never replays it to a later one', () => {
    const hub = createEventHub();
    const listener = vi.fn();
    hub.subscribe('command', listener);
    hub.emit('command', 'find');
    expect(listener).toHaveBeenCalledWith('find');
    expect(hub.latest('command')).toBeUndefined();
    hub.emit('credits', SAMPLE);
    expect(hub.latest('credits')).toBe(SAMPLE);
  });

  it('delivers an event to the subscribers of that event only', () => {
    const hub = createEventHub();
    const session = vi.fn();
    const credits = vi.fn();
    hub.subscribe('session', session);
    hub.subscribe('credits', credits);
    hub.emit('session', SNAPSHOT);
    expect(session).toHaveBeenCalledWith(SNAPSHOT);
    expect(credits).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe, per subscription', () => {
    const hub = createEventHub();
    const listener = vi.fn();
    const first = hub.subscribe('credits', listener);
    hub.subscribe('credits', listener);
    first();
    hub.emit('credits', SAMPLE);
    expect(listener).toHaveBeenCalledTimes(1);
    first();
    hub.emit('credits', SAMPLE);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the latest value of each event', () => {
    const hub = createEventHub();
    expect(hub.latest('session')).toBeUndefined();
    hub.emit('session', SNAPSHOT);
    hub.emit('credits', SAMPLE);
    hub.emit('credits', { ...SAMPLE, available: 12 });
    expect(hub.latest('session')).toEqual(SNAPSHOT);
    expect(hub.latest('credits')?.available).toBe(12);
    expect(hub.latest('signInProgress')).toBeUndefined();
  });

  it('isolates a throwing listener from the others and logs it', () => {
    const memory = createMemorySink();
    const hub = createEventHub({ log: createLogger({ sink: memory.sink }) });
    const after = vi.fn();
    hub.subscribe('session', () => {
      throw new Error('socket gone');
    });
    hub.subscribe('session', after);
    expect(() => hub.emit('session', SNAPSHOT)).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    expect(memory.lines.join('\n')).toContain('socket gone');
  });

  it('lets a listener unsubscribe while the event is being delivered', () => {
    const hub = createEventHub();
    const second = vi.fn();
    const stop = hub.subscribe('session', () => stop());
    hub.subscribe('session', second);
    hub.emit('session', SNAPSHOT);
    hub.emit('session', SNAPSHOT);
    expect(second).toHaveBeenCalledTimes(2);
  });
});

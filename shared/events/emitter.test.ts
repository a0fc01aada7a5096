import { describe, expect, it } from 'vitest';
import { createEmitter, createEventEmitter } from './emitter.ts';

describe('createEmitter', () => {
  it('delivers to every listener even when one throws, and reports the throw', () => {
    const reported: [unknown, string][] = [];
    const emitter = createEmitter<number>((error, name) => reported.push([error, name]), 'n');
    const seen: number[] = [];
    emitter.subscribe(() => {
      throw new Error('broken');
    });
    emitter.subscribe((value) => seen.push(value));
    expect(() => emitter.emit(7)).not.toThrow();
    expect(seen).toEqual([7]);
    expect(reported).toHaveLength(1);
    expect(reported[0]?.[1]).toBe('n');
  });

  it('counts the same function twice as two subscriptions, each ended alone', () => {
    const emitter = createEmitter<string>(() => undefined, 's');
    const seen: string[] = [];
    const listener = (value: string) => seen.push(value);
    const first = emitter.subscribe(listener);
    emitter.subscribe(listener);
    emitter.emit('a');
    first();
    emitter.emit('b');
    expect(seen).toEqual(['a', 'a', 'b']);
  });

  it('skips a listener another one removed during the same delivery', () => {
    const emitter = createEmitter<number>(() => undefined, 'n');
    const seen: string[] = [];
    let stopSecond = (): void => undefined;
    emitter.subscribe(() => {
      seen.push('first');
      stopSecond();
    });
    stopSecond = emitter.subscribe(() => seen.push('second'));
    emitter.emit(1);
    emitter.emit(2);
    expect(seen).toEqual(['first', 'first']);
  });
});

describe('createEventEmitter', () => {
  it('keeps each event’s listeners apart and names the event in reports', () => {
    const reported: string[] = [];
    const events = createEventEmitter<{ a: number; b: string }>((_error, name) =>
      reported.push(name),
    );
    const seen: unknown[] = [];
    events.subscribe('a', (value) => seen.push(value));
    events.subscribe('b', () => {
      throw new Error('x');
    });
    events.emit('a', 1);
    events.emit('b', 'two');
    expect(seen).toEqual([1]);
    expect(reported).toEqual(['b']);
  });
});

import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../shared/bridge/errors.ts';
import { BINARY_BUSY_MESSAGE, withBinaryTickets } from './binary-reply.ts';

describe('withBinaryTickets', () => {
  it("replaces the value's ArrayBuffer fields by { $binary, bytes } and keeps the rest", () => {
    const image = new ArrayBuffer(12);
    const held: ArrayBuffer[] = [];
    const result = withBinaryTickets(ok({ whole: true, image, removed: ['a'] }), (buffer) => {
      held.push(buffer);
      return `ticket-${held.length}`;
    });
    expect(held).toEqual([image]);
    expect(held[0]).toBe(image);
    expect(result).toEqual(
      ok({ whole: true, image: { $binary: 'ticket-1', bytes: 12 }, removed: ['a'] }),
    );
  });

  it('leaves replies without binary fields as they are (the same object)', () => {
    const plain = ok({ whole: false, removed: [] });
    const failure = fail({ kind: 'server', message: 'x' });
    const never = () => {
      throw new Error('nothing to hold');
    };
    expect(withBinaryTickets(plain, never)).toBe(plain);
    expect(withBinaryTickets(failure, never)).toBe(failure);
    expect(withBinaryTickets(ok(null), never)).toEqual(ok(null));
  });

  it('answers with a server error when no ticket can be issued', () => {
    const result = withBinaryTickets(ok({ image: new ArrayBuffer(1) }), () => null);
    expect(result).toEqual(fail({ kind: 'server', message: BINARY_BUSY_MESSAGE }));
  });
});

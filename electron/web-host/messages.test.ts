import { describe, expect, it } from 'vitest';
import { parseClientMessage } from './messages.ts';

describe('parseClientMessage', () => {
  it('reads calls, with or without payload', () => {
    expect(parseClientMessage('{"id":1,"method":"session.get"}')).toEqual({
      kind: 'call',
      id: 1,
      method: 'session.get',
      payload: undefined,
    });
    expect(
      parseClientMessage('{"id":"a","method":"profiles.remove","payload":{"id":"p"}}'),
    ).toEqual({ kind: 'call', id: 'a', method: 'profiles.remove', payload: { id: 'p' } });
  });

  it('passes unknown methods on for the dispatcher to reject', () => {
    expect(parseClientMessage('{"id":2,"method":42}')).toMatchObject({ kind: 'call', method: 42 });
  });

  it('answers extra fields with an error addressed to the id', () => {
    expect(parseClientMessage('{"id":3,"method":"x","__proto__":{"a":1}}')).toEqual({
      kind: 'invalid',
      id: 3,
      message: 'Unexpected fields in the message',
    });
  });

  it.each([
    '',
    'nope',
    'null',
    '7',
    '"s"',
    '[]',
    '{}',
    '{"id":1.5}',
    '{"id":""}',
    `{"id":"${'x'.repeat(101)}"}`,
  ])('cannot answer %j', (text) => {
    expect(parseClientMessage(text).kind).toBe('unanswerable');
  });
});

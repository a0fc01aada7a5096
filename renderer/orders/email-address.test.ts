import { describe, expect, it } from 'vitest';
import { asEmail } from './email-address.ts';
import { readOrderSearch } from './order-filters.ts';

describe('asEmail', () => {
  it('takes one @ with something either side, trimmed', () => {
    expect(asEmail(' Jo@Example.com ')).toBe('Jo@Example.com');
    expect(asEmail('jo@localhost')).toBe('jo@localhost');
  });

  it('refuses spaces, a missing side or a second @', () => {
    expect(asEmail('jo @example.com')).toBeNull();
    expect(asEmail('@example.com')).toBeNull();
    expect(asEmail('jo@')).toBeNull();
    expect(asEmail('jo@a@b')).toBeNull();
    expect(asEmail('')).toBeNull();
  });
});

describe('the orders search field', () => {
  it('reads as an e-mail exactly what asEmail takes', () => {
    for (const text of ['jo@example.com', ' jo@example.com ', 'jo @example.com', 'jo@', 'a@b@c']) {
      expect(readOrderSearch(text)?.target === 'email').toBe(asEmail(text) !== null);
    }
  });
});

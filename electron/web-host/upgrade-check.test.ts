import { describe, expect, it } from 'vitest';
import { checkUpgrade, isAllowedHost } from './upgrade-check.ts';

const SECRET = 'S'.repeat(43);
const good = {
  url: '/bridge',
  host: '127.0.0.1:5180',
  origin: 'http://127.0.0.1:5180',
  protocols: `floorboard.v1, floorboard.token.${SECRET}`,
};

describe('checkUpgrade', () => {
  it('accepts our page on either loopback name', () => {
    expect(checkUpgrade(good, 5180, SECRET)).toEqual({ ok: true, value: null });
    expect(
      checkUpgrade(
        { ...good, host: 'LOCALHOST:5180', origin: 'http://localhost:5180' },
        5180,
        SECRET,
      ),
    ).toEqual({ ok: true, value: null });
    expect(checkUpgrade({ ...good, url: '/bridge?x=1' }, 5180, SECRET)).toEqual({
      ok: true,
      value: null,
    });
  });

  it.each([
    [{ url: '/other' }, 404],
    [{ url: undefined }, 404],
    [{ host: undefined }, 403],
    [{ host: 'attacker.test:5180', origin: 'http://attacker.test:5180' }, 403],
    [{ host: '127.0.0.1' }, 403],
    [{ origin: undefined }, 403],
    [{ origin: 'http://127.0.0.1:5180/' }, 403],
    [{ origin: 'http://localhost:5180' }, 403],
    [{ protocols: undefined }, 400],
    [{ protocols: `floorboard.token.${SECRET}` }, 400],
    [{ protocols: 'floorboard.v1' }, 403],
    [{ protocols: `floorboard.v1, floorboard.token.${SECRET.toLowerCase()}` }, 403],
    [{ protocols: `floorboard.v1, floorboard.token.${SECRET}, floorboard.token.${SECRET}` }, 403],
  ])('refuses %j with %i', (change, status) => {
    expect(checkUpgrade({ ...good, ...change }, 5180, SECRET)).toMatchObject({
      ok: false,
      error: { status },
    });
  });
});

describe('isAllowedHost', () => {
  it('allows only the two loopback names with our port', () => {
    expect(isAllowedHost('127.0.0.1:80', 80)).toBe(true);
    expect(isAllowedHost('localhost:80', 80)).toBe(true);
    expect(isAllowedHost('[::1]:80', 80)).toBe(false);
    expect(isAllowedHost('127.0.0.1:80.evil.test', 80)).toBe(false);
    expect(isAllowedHost('localhost', 80)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { sandboxProfile } from './profile.ts';
import { checkServiceUrl, validateProfileInput } from './validate.ts';

const valid = {
  name: ' Acme warehouse ',
  baseUrl: 'https://api.example.com/',
  loginUrl: 'https://login.example.com',
  clientId: 'abc123',
  method: 'oauth',
};

describe('profile validation', () => {
  it('accepts and normalises a good profile', () => {
    expect(validateProfileInput(valid)).toEqual({
      ok: true,
      value: { ...valid, name: 'Acme warehouse', baseUrl: 'https://api.example.com' },
    });
  });

  it.each([
    ['https://api.example.com/v1/', 'https://api.example.com/v1'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['http://localhost:4010/', 'http://localhost:4010'],
    ['http://[::1]:4010', 'http://[::1]:4010'],
  ])('accepts %s', (input, normalised) => {
    expect(checkServiceUrl(input)).toEqual({ ok: true, value: normalised });
  });

  it.each([
    ['plain http to another host', 'http://api.example.com'],
    ['another scheme', 'ftp://api.example.com'],
    ['javascript', 'javascript:alert(1)'],
    ['credentials', 'https://user:pw@api.example.com'],
    ['a query', 'https://api.example.com?x=1'],
    ['not a URL', 'api.example.com'],
    ['empty', ' '],
  ])('refuses %s', (_name, input) => {
    expect(checkServiceUrl(input).ok).toBe(false);
  });

  it('names each problem field', () => {
    const result = validateProfileInput({
      name: '',
      baseUrl: 'http://x.com',
      loginUrl: 'https://ok.example',
      clientId: 'a b',
      method: 'magic',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.map((p) => p.field).sort()).toEqual([
        'baseUrl',
        'clientId',
        'method',
        'name',
      ]);
    }
  });

  it('needs a client id for OAuth only', () => {
    expect(validateProfileInput({ ...valid, clientId: '' }).ok).toBe(false);
    expect(validateProfileInput({ ...valid, clientId: '', method: 'password' }).ok).toBe(true);
  });

  it('builds the built-in sandbox profile from run-time addresses', () => {
    expect(
      sandboxProfile({ baseUrl: 'http://127.0.0.1:4010', loginUrl: 'http://127.0.0.1:4010' }),
    ).toEqual({
      id: 'sandbox',
      name: 'Sandbox (built in)',
      baseUrl: 'http://127.0.0.1:4010',
      loginUrl: 'http://127.0.0.1:4010',
      clientId: 'floorboard-desktop',
      method: 'oauth',
    });
  });
});

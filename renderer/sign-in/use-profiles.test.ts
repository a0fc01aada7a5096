import { describe, expect, it } from 'vitest';
import { profileAddress } from './use-profiles.ts';

describe('profileAddress', () => {
  it('shows the host a profile connects to', () => {
    expect(profileAddress({ baseUrl: 'https://api.example.com/v1', builtIn: false })).toBe(
      'api.example.com',
    );
    expect(profileAddress({ baseUrl: 'http://127.0.0.1:4010', builtIn: true })).toBe(
      '127.0.0.1:4010',
    );
  });

  it('says when the built-in Sandbox has not started yet (the desktop app starts it on first use)', () => {
    expect(profileAddress({ baseUrl: '', builtIn: true })).toBe(
      'Built in; starts when you sign in',
    );
  });
});

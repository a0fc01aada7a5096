import { describe, expect, it } from 'vitest';
import { toBridgeError, type AuthFailure } from './bridge-errors.ts';

const message = 'Explained.';

describe('auth failures as bridge errors', () => {
  it.each<[AuthFailure, object]>([
    [
      { kind: 'port-busy', port: 3000, message },
      { kind: 'sign-in-failed', reason: 'port-busy' },
    ],
    [
      { kind: 'listen-failed', port: 3000, code: 'EACCES', message },
      { kind: 'sign-in-failed', reason: 'port-busy' },
    ],
    [
      { kind: 'denied', message },
      { kind: 'sign-in-failed', reason: 'denied' },
    ],
    [
      { kind: 'timeout', message },
      { kind: 'sign-in-failed', reason: 'timeout' },
    ],
    [
      { kind: 'cancelled', message },
      { kind: 'sign-in-failed', reason: 'cancelled' },
    ],
    [
      { kind: 'state-mismatch', message },
      { kind: 'sign-in-failed', reason: 'state-mismatch' },
    ],
    [
      { kind: 'authorization-error', error: 'server_error', message },
      { kind: 'sign-in-failed', reason: 'authorization-error' },
    ],
    [
      { kind: 'exchange-rejected', status: 400, error: 'invalid_grant', message },
      { kind: 'sign-in-failed', reason: 'exchange-rejected' },
    ],
    [
      { kind: 'wrong-credentials', message },
      { kind: 'sign-in-failed', reason: 'wrong-credentials' },
    ],
    [
      { kind: 'invalid-token', field: 'accessToken', message },
      { kind: 'sign-in-failed', reason: 'invalid-token' },
    ],
    [
      { kind: 'browser-failed', message },
      { kind: 'sign-in-failed', reason: 'browser-failed' },
    ],
    [
      { kind: 'rejected', status: 403, error: 'access_denied', message },
      { kind: 'sign-in-failed', reason: 'exchange-rejected' },
    ],
    [{ kind: 'invalid-request', message }, { kind: 'invalid-input' }],
    [{ kind: 'network', message }, { kind: 'network' }],
    [
      { kind: 'server', status: 502, message },
      { kind: 'server', status: 502 },
    ],
    [{ kind: 'bad-response', message }, { kind: 'server' }],
    [{ kind: 'signed-out', reason: 'session-expired', message }, { kind: 'signed-out' }],
  ])('%o', (failure, expected) => {
    expect(toBridgeError(failure)).toEqual({ ...expected, message });
  });
});

import type { SessionState } from '../../../shared/bridge/session.ts';

/** Test support: a password session on profile `p` that never expires, as the controller reports it. */
export const SIGNED_IN: SessionState = {
  status: 'signed-in',
  profileId: 'p',
  method: 'password',
  scopes: [],
  scopeLimited: false,
  expiresAt: Number.MAX_SAFE_INTEGER,
  persistence: 'stored',
};

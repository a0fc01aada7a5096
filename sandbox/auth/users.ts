import { createHash, timingSafeEqual } from 'node:crypto';
import type { Account, SandboxData, User } from '../data/types.ts';

/** Looking users up and checking their passwords. */

export interface UserRecord {
  readonly user: User;
  readonly account: Account;
}

export function findUserById(data: SandboxData, id: string): UserRecord | undefined {
  for (const account of data.accounts) {
    const user = account.users.find((u) => u.id === id);
    if (user) return { user, account };
  }
  return undefined;
}

export function findUserByEmail(data: SandboxData, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  for (const account of data.accounts) {
    const user = account.users.find((u) => u.email.toLowerCase() === wanted);
    if (user) return { user, account };
  }
  return undefined;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * The user these credentials sign in, or undefined. Developer users have no password and never
 * sign in this way (docs/service-notes.md "Tokens"). Digests keep the comparison constant-time.
 */
export function checkCredentials(
  data: SandboxData,
  username: string,
  password: string,
): UserRecord | undefined {
  const found = findUserByEmail(data, username);
  const stored = found?.user.kind === 'developer' ? null : (found?.user.password ?? null);
  // Compare even when there is no user, so timing does not reveal which part was wrong.
  const match = timingSafeEqual(digest(stored ?? '\u0000no-password'), digest(password));
  return match && stored !== null ? found : undefined;
}

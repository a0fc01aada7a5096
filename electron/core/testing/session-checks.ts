import type { TokenSession } from '../../auth/token-session.ts';
import { TOKEN_TTL_SECONDS, type Harness } from './sandbox-harness.ts';

/** Test-only checks that a session keeps a working access token as it expires and is renewed. */

/** A token from the session that the sandbox accepts right now; throws with the reason if not. */
export async function usableToken(h: Harness, session: TokenSession): Promise<string> {
  const token = await session.getAccessToken();
  if (!token.ok) throw new Error(`no access token: ${token.error.kind} (${token.error.message})`);
  const reply = await h.quota(token.value);
  if (reply.status !== 200 || reply.errors !== undefined || typeof reply.credits !== 'number') {
    throw new Error(`the sandbox refused the access token (HTTP ${reply.status})`);
  }
  return token.value;
}

/**
 * Uses the session every 250 ms (`h.wait`, on the harness's fake clock) until it has gone
 * through `refreshes` new access tokens, each accepted by the sandbox. Returns the distinct
 * tokens seen, in order.
 */
export async function keepsWorkingAcrossRefreshes(
  h: Harness,
  session: TokenSession,
  refreshes: number,
): Promise<string[]> {
  const seen: string[] = [];
  // Counted in waits, not read from a clock: each wait lets at least 250 ms pass, so a slow
  // machine takes longer but never runs out of turns before the tokens expire.
  const turns = ((refreshes + 1) * TOKEN_TTL_SECONDS * 1000) / 250 + 8;
  for (let turn = 0; seen.length <= refreshes; turn++) {
    if (turn > turns) throw new Error(`only ${seen.length - 1} refreshes in ${turns} waits`);
    const token = await usableToken(h, session);
    if (seen.at(-1) !== token) seen.push(token);
    await h.wait(250);
  }
  return seen;
}

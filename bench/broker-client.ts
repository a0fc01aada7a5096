/**
 * A real client as the app builds one: password sign-in against `/auth/token`, a token session,
 * and the broker over it, with a fetch that counts what crossed the wire. Needs only the
 * service's address and credentials, so it runs in a child process as well as in the bench.
 */
import { signInWithPassword } from '../electron/auth/password-sign-in.ts';
import { createFakeCipher } from '../electron/auth/testing/fake-cipher.ts';
import { createTokenSession } from '../electron/auth/token-session.ts';
import { createVault } from '../electron/auth/vault.ts';
import { createBroker, type Broker, type BrokerOptions } from '../electron/broker/broker.ts';
import { loadServiceSchema } from '../shared/api/service-schema.ts';
import { createMemoryStore } from '../electron/store/key-value-store.ts';
import { countingFetch, type WireCounts } from './wire.ts';

export interface BenchClient {
  readonly broker: Broker;
  readonly wire: WireCounts;
}

export async function signedInBroker(
  baseUrl: string,
  credentials: { readonly username: string; readonly password: string },
  options: Partial<BrokerOptions> = {},
): Promise<BenchClient> {
  const session = createTokenSession(
    { id: 'bench', baseUrl, loginUrl: baseUrl, clientId: 'floorboard-desktop', method: 'password' },
    { vault: createVault({ cipher: createFakeCipher(), store: createMemoryStore() }) },
  );
  const signedIn = await signInWithPassword({ baseUrl, ...credentials });
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.error.kind}`);
  await session.signIn(signedIn.value);
  const { fetch: wiredFetch, counts } = countingFetch();
  const active = { profile: { id: 'bench', baseUrl }, session };
  const broker = createBroker({
    schema: loadServiceSchema(),
    active: () => active,
    fetch: wiredFetch,
    ...options,
  });
  return { broker, wire: counts };
}

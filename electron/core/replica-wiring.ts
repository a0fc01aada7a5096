/**
 * Connects the catalogue replica to the session: started when a sign-in can read products,
 * stopped when the profile changes or the session ends, its file wiped on sign-out and when a
 * profile is removed, and refreshed at once after this app's own mutations.
 */
import { missingScopes } from '../../shared/catalogues/scopes.ts';
import { OPERATIONS, isOperationName } from '../../shared/operations/catalogue.ts';
import type { SessionSnapshot } from '../../shared/bridge/contract.ts';
import { namedReply, type NamedReply } from '../broker/execute.ts';
import type { Logger } from '../log/logger.ts';
import { accountKey } from '../replica/account-key.ts';
import type { Replica } from '../replica/replica.ts';
import type { SignInController } from './sign-in-controller-api.ts';

/** Operations the replica needs; a scope-limited sign-in without them gets no replica. */
const REPLICA_SCOPES = [
  ...new Set([
    ...OPERATIONS.ReplicaProducts.scopes,
    ...OPERATIONS.ReplicaStock.scopes,
    ...OPERATIONS.ReplicaIds.scopes,
  ]),
];

export function isMutation(operationName: string): boolean {
  return isOperationName(operationName) && OPERATIONS[operationName].kind === 'mutation';
}

/**
 * The reply to a request that named a mutation, typed for the copy (`Replica.applyOwnChange`);
 * null for a read, a name outside the catalogue, or a reply without data.
 */
export function ownChange(operationName: string, data: unknown): NamedReply | null {
  return isMutation(operationName) ? namedReply(operationName, data) : null;
}

export function connectReplica(options: {
  readonly replica: Replica;
  readonly controller: SignInController;
  readonly log: Logger;
}): () => void {
  const { replica, controller, log } = options;

  const follow = async (snapshot: SessionSnapshot): Promise<void> => {
    const { session } = snapshot;
    if (session.status === 'restoring') return;
    if (session.status === 'signed-out') {
      // Signing out wipes the copy; an expired or unreadable sign-in keeps it for next time.
      await replica.stop({ wipe: session.reason === 'signed-out' });
      return;
    }
    if (session.scopeLimited && missingScopes(REPLICA_SCOPES, session.scopes).length > 0) {
      await replica.stop({ wipe: false });
      return;
    }
    const active = controller.activeSession();
    if (!active) return;
    const token = await active.session.getAccessToken();
    if (!token.ok) return;
    replica.start({
      profileId: active.profile.id,
      account: accountKey(active.profile.baseUrl, token.value),
    });
  };

  const unsubscribe = controller.subscribe((snapshot) => {
    follow(snapshot).catch((error: unknown) =>
      log.warn('Replica could not follow the session', { error: String(error) }),
    );
  });
  return unsubscribe;
}

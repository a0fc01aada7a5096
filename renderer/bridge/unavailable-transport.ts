import type { BridgeTransport } from '../../shared/bridge/contract.ts';
import { fail } from '../../shared/bridge/errors.ts';

/** A bridge that cannot work (no launch token): every call fails with `message`, no events. */
export function unavailableTransport(message: string): BridgeTransport {
  return {
    invoke: () => Promise.resolve(fail({ kind: 'network', message })),
    subscribe: () => () => undefined,
  };
}

/**
 * What main's broker runs: a renderer's request as the bridge admits it (`graphqlRequestSchema`
 * in the renderer-facing contract), or main's own work, which alone may use the `sync` queue
 * and hand the broker a function or a signal with it (neither can cross the bridge).
 */
import type { z } from 'zod';
import type { graphqlRequestSchema, Priority } from '../../shared/bridge/contract.ts';

export type GraphqlRequest = Omit<z.infer<typeof graphqlRequestSchema>, 'priority'> & {
  priority?: Priority | undefined;
  /**
   * Awaited each time the request is about to leave, after the pacer lets it go, so an import
   * journals when a row really left. If it throws, nothing is sent and the call rejects with its
   * error.
   */
  beforeSend?: (() => Promise<void>) | undefined;
  /**
   * Once it aborts, a request still waiting in the pacer leaves the queue unsent (an abandoned
   * catalogue refresh must not hold up the one that replaces it).
   */
  signal?: WithdrawSignal | undefined;
};

/** What main's work hands the broker to withdraw a request (an AbortSignal is one). */
export interface WithdrawSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

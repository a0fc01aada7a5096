import {
  REQUESTS,
  isBridgeMethod,
  type BridgeMethod,
  type BridgePayload,
  type BridgeResponses,
} from '../../shared/bridge/contract.ts';
import { MAX_PAYLOAD_BYTES } from '../../shared/bridge/limits.ts';
import { fail, type BridgeResult } from '../../shared/bridge/errors.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { describeIssues } from './payload-issues.ts';
import { jsonByteLength } from './payload-size.ts';
import { isBridgeResult } from '../../shared/bridge/result-shape.ts';

/**
 * The one door from a renderer into main, shared by both hosts (Electron IPC, the web host's
 * WebSocket). Everything arriving here is untrusted: the method must be in the contract, the
 * payload must fit `MAX_PAYLOAD_BYTES` and the method's schema, and whatever a handler does, the
 * caller gets a tagged result back — this function never throws.
 */

/** One implementation per contract method; handlers receive payloads that passed the schema. */
export type BridgeHandlers = {
  readonly [M in BridgeMethod]: (
    payload: BridgePayload<M>,
  ) => Promise<BridgeResult<BridgeResponses[M]>>;
};

export interface Dispatcher {
  dispatch(method: unknown, payload: unknown): Promise<BridgeResult<unknown>>;
}

export interface DispatcherOptions {
  readonly log?: Logger;
}

const INTERNAL_ERROR = 'Internal error';

export function createDispatcher(
  handlers: BridgeHandlers,
  options: DispatcherOptions = {},
): Dispatcher {
  const log = options.log ?? silentLogger;

  const run = async <M extends BridgeMethod>(
    method: M,
    payload: unknown,
  ): Promise<BridgeResult<BridgeResponses[M]>> => {
    const bytes = jsonByteLength(payload);
    if (bytes === null) {
      log.warn('bridge payload is not JSON', { method });
      return invalid('The request payload is not plain data');
    }
    if (bytes > MAX_PAYLOAD_BYTES) {
      log.warn('bridge payload too large', { method, bytes });
      return invalid(
        `The request is too large (${bytes} bytes; the limit is ${MAX_PAYLOAD_BYTES})`,
      );
    }
    const parsed = REQUESTS[method].safeParse(payload);
    if (!parsed.success) {
      const issues = describeIssues(parsed.error.issues);
      log.warn('bridge payload rejected', { method, issues: issues.length });
      return invalid(`Invalid request for ${method}`, issues);
    }
    // zod checked the payload against this method's schema, so it has this method's type.
    const result = await handlers[method](parsed.data as BridgePayload<M>);
    if (!isBridgeResult(result)) {
      log.error('bridge handler returned a non-result', { method });
      return fail({ kind: 'server', message: INTERNAL_ERROR });
    }
    return result;
  };

  return {
    async dispatch(method, payload) {
      if (!isBridgeMethod(method)) {
        log.warn('unknown bridge method', { method: describeMethod(method) });
        return invalid('Unknown method');
      }
      try {
        return await run(method, payload);
      } catch (error) {
        log.error('bridge handler failed', { method, error: describeError(error) });
        return fail({ kind: 'server', message: INTERNAL_ERROR });
      }
    },
  };
}

function invalid(message: string, issues?: readonly string[]): BridgeResult<never> {
  return fail({ kind: 'invalid-input', message, ...(issues ? { issues } : {}) });
}

// An unknown method name came from the renderer: log its shape, not an arbitrary-length string.
function describeMethod(method: unknown): string {
  return typeof method === 'string' ? method.slice(0, 60) : typeof method;
}

// The logger redacts token-shaped text; the stack stays out (it is noise in a user's log file).
function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500);
  return typeof error;
}

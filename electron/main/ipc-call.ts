import { fail, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { Dispatcher } from '../bridge/dispatcher.ts';
import type { Logger } from '../log/logger.ts';
import { isTrustedSender, type SenderFacts, type TrustedWindow } from './sender-check.ts';

/**
 * The body of main's one IPC handler, free of Electron so it is tested in Node: refuse anything
 * not from our window's main frame, dispatch the rest. Like the dispatcher, it never throws.
 */

export const UNTRUSTED_SENDER_MESSAGE =
  'Refused: the request did not come from the Floorboard window';

export interface IpcCallDeps {
  readonly dispatcher: Dispatcher;
  /** The window as it is now (null before it exists and after it closed). */
  readonly trustedWindow: () => TrustedWindow | null;
  readonly log: Logger;
}

export type IpcCall = (
  sender: SenderFacts,
  method: unknown,
  payload: unknown,
) => Promise<BridgeResult<unknown>>;

export function createIpcCall(deps: IpcCallDeps): IpcCall {
  return async (sender, method, payload) => {
    let trusted: TrustedWindow | null;
    try {
      trusted = deps.trustedWindow();
    } catch {
      trusted = null;
    }
    if (!isTrustedSender(sender, trusted)) {
      deps.log.warn('IPC call from an untrusted sender refused', {
        webContentsId: sender.webContentsId,
        hasFrame: sender.frame !== null,
      });
      return fail({ kind: 'invalid-input', message: UNTRUSTED_SENDER_MESSAGE });
    }
    return deps.dispatcher.dispatch(method, payload);
  };
}

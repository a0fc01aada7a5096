import { originOf } from './renderer-entry.ts';

/**
 * Whether an IPC message may reach the dispatcher (docs/architecture.md "The hosts": "every IPC
 * handler checks the sender is our window"). It must come from our window's main frame — not a
 * subframe, not another webContents — and that frame must be showing our renderer (app://, or the
 * dev server in development), not a page it was somehow navigated to.
 */

export interface FrameFacts {
  readonly processId: number;
  readonly routingId: number;
  readonly url: string;
}

export interface SenderFacts {
  readonly webContentsId: number;
  /** Null when the frame navigated away or was destroyed before the message was handled. */
  readonly frame: FrameFacts | null;
}

export interface TrustedWindow {
  readonly webContentsId: number;
  readonly mainFrame: { readonly processId: number; readonly routingId: number };
  readonly trustedOrigins: readonly string[];
}

export function isTrustedSender(sender: SenderFacts, trusted: TrustedWindow | null): boolean {
  if (trusted === null || sender.frame === null) return false;
  if (sender.webContentsId !== trusted.webContentsId) return false;
  if (
    sender.frame.processId !== trusted.mainFrame.processId ||
    sender.frame.routingId !== trusted.mainFrame.routingId
  ) {
    return false;
  }
  const origin = originOf(sender.frame.url);
  return origin !== null && trusted.trustedOrigins.includes(origin);
}

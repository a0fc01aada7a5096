import { isWebUrl } from '../../shared/bridge/contract.ts';
import { fail, ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { Logger } from '../log/logger.ts';

/**
 * Opens a carrier's tracking page in the system browser. The address comes from the service by
 * way of the renderer, so main checks it again: one main itself received in this session's
 * shipments (`known`, tracking-links.ts), and http(s) only, whatever the renderer sent.
 */
export async function openTrackingPage(
  url: string,
  deps: {
    readonly known: (url: string) => boolean;
    readonly openExternal: (url: string) => Promise<void>;
    readonly log: Logger;
  },
): Promise<BridgeResult<null>> {
  const { openExternal, log } = deps;
  if (!isWebUrl(url)) {
    return fail({ kind: 'invalid-input', message: 'Only http and https addresses open' });
  }
  if (!deps.known(url)) {
    log.warn('refused to open an address the service did not send');
    return fail({
      kind: 'invalid-input',
      message: 'Only the tracking pages of shipments shown in this session open',
    });
  }
  try {
    await openExternal(new URL(url).href);
    return ok(null);
  } catch (error) {
    log.warn('could not open the tracking page', { error: String(error) });
    return fail({ kind: 'server', message: 'The browser could not be opened' });
  }
}

import type { Result } from '../../shared/result.ts';
import { constantTimeEqual } from '../auth/constant-time.ts';
import {
  BRIDGE_PATH,
  BRIDGE_PROTOCOL,
  TOKEN_PROTOCOL_PREFIX,
} from '../../shared/bridge/web-protocol.ts';

/**
 * Who may open the bridge socket: only the page this host served, in a browser on this machine.
 * The `Host` header must name the loopback address we listen on (a DNS-rebinding page arrives
 * with its own host name), the `Origin` must be that same origin (any other site's page sends its
 * own), and the launch secret must be offered as a subprotocol (a local process or page that
 * never saw the launch URL cannot know it).
 */

export interface UpgradeFacts {
  readonly url: string | undefined;
  readonly host: string | undefined;
  readonly origin: string | undefined;
  /** The raw `Sec-WebSocket-Protocol` header. */
  readonly protocols: string | undefined;
}

/** Why a socket was refused: the HTTP status to answer, and a reason for the log. */
export interface UpgradeRefusal {
  readonly status: 400 | 403 | 404;
  readonly reason: string;
}

/** Null when the socket may open. */
export type UpgradeVerdict = Result<null, UpgradeRefusal>;

/** `Host` values this server answers to. */
export function isAllowedHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const value = host.toLowerCase();
  return value === `127.0.0.1:${port}` || value === `localhost:${port}`;
}

export function checkUpgrade(facts: UpgradeFacts, port: number, secret: string): UpgradeVerdict {
  if (pathOf(facts.url) !== BRIDGE_PATH) return deny(404, 'not the bridge path');
  if (!isAllowedHost(facts.host, port)) return deny(403, 'host not allowed');
  // Origin is compared with the Host we just accepted: the page must come from us, as addressed.
  if (facts.origin?.toLowerCase() !== `http://${(facts.host ?? '').toLowerCase()}`) {
    return deny(403, 'origin not allowed');
  }
  const offered = (facts.protocols ?? '').split(',').map((entry) => entry.trim());
  if (!offered.includes(BRIDGE_PROTOCOL)) return deny(400, 'bridge protocol not offered');
  const tokens = offered.filter((entry) => entry.startsWith(TOKEN_PROTOCOL_PREFIX));
  const [token] = tokens;
  if (tokens.length !== 1 || token === undefined) return deny(403, 'launch secret missing');
  if (!constantTimeEqual(token.slice(TOKEN_PROTOCOL_PREFIX.length), secret)) {
    return deny(403, 'launch secret wrong');
  }
  return { ok: true, value: null };
}

function pathOf(url: string | undefined): string | null {
  if (url === undefined) return null;
  try {
    return new URL(url, 'http://127.0.0.1').pathname;
  } catch {
    return null;
  }
}

function deny(status: 400 | 403 | 404, reason: string): UpgradeVerdict {
  return { ok: false, error: { status, reason } };
}

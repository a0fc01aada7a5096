/**
 * The web host's WebSocket protocol, shared by the host (`electron/web-host/`) and the page
 * (`renderer/bridge/`). Messages are JSON text frames: `{ id, method, payload }` from the page,
 * `{ id, result }` and `{ event, value }` from the host. The launch secret travels as a second
 * subprotocol, `floorboard.token.<secret>`, next to `floorboard.v1`: a browser cannot set other
 * headers on a WebSocket and the secret must never be in a URL; it is checked before the upgrade,
 * so an unauthenticated socket never exists, and the host answers with `floorboard.v1` only.
 */
export const BRIDGE_PATH = '/bridge';

/**
 * The launch URL carries a one-time code, not the secret: `http://127.0.0.1:P/#code=…`. The page
 * takes it out of the address bar and POSTs `{ "code": … }` to `LAUNCH_PATH` once; the answer
 * `{ "secret": … }` is kept in the page's memory only. A used or expired code is refused (403),
 * so history, screenshots and onlookers get nothing reusable.
 */
export const LAUNCH_PATH = '/launch';
export const LAUNCH_CODE_PARAM = 'code';
/** base64url, as the host draws them; anything else is not ours. */
export const LAUNCH_CODE_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;
export const SECRET_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
export const BRIDGE_PROTOCOL = 'floorboard.v1';
export const TOKEN_PROTOCOL_PREFIX = 'floorboard.token.';

/**
 * The header only Floorboard's web host sends, on every answer. It carries no secret: it tells
 * the page that this app's host answers at its origin, not another local server that took the
 * port after the host stopped.
 */
export const HOST_MARKER_HEADER = 'X-Floorboard-Host';
export const HOST_MARKER_VALUE = 'web';

/** Room for the `{ id, method }` envelope around a payload of `MAX_PAYLOAD_BYTES`. */
export const ENVELOPE_ALLOWANCE_BYTES = 1024;

export function bridgeProtocols(token: string): string[] {
  return [BRIDGE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${token}`];
}

/** `ws://<the page's own host>/bridge`. */
export function bridgeSocketUrl(location: {
  readonly protocol: string;
  readonly host: string;
}): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${BRIDGE_PATH}`;
}

/**
 * Binary replies. JSON text frames cannot carry an `ArrayBuffer` (the catalogue image is tens of
 * MB; base64 would cost the page a long parse on its main thread), so the host keeps each one
 * under a fresh random ticket and sends `{ $binary: ticket, bytes }` in its place, in the reply
 * value's own field. The page then GETs `BINARY_PATH/<ticket>` from its own origin with the launch
 * secret in `BINARY_SECRET_HEADER` (never in the URL) and puts the bytes back before the call
 * resolves. A ticket is answered once, and dropped unfetched after a short time or when its
 * socket closes.
 */
export const BINARY_PATH = '/binary';
export const BINARY_SECRET_HEADER = 'X-Floorboard-Secret';
export const BINARY_TICKET_KEY = '$binary';
/** base64url of 32 random bytes, as the host draws them. */
export const BINARY_TICKET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface BinaryPlaceholder {
  readonly [BINARY_TICKET_KEY]: string;
  readonly bytes: number;
}

export function binaryPlaceholder(ticket: string, bytes: number): BinaryPlaceholder {
  return { [BINARY_TICKET_KEY]: ticket, bytes };
}

/** Exactly `{ $binary: <ticket>, bytes: <non-negative integer> }`, nothing more. */
export function isBinaryPlaceholder(value: unknown): value is BinaryPlaceholder {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes(BINARY_TICKET_KEY) || !keys.includes('bytes')) {
    return false;
  }
  const ticket: unknown = Reflect.get(value, BINARY_TICKET_KEY);
  const bytes: unknown = Reflect.get(value, 'bytes');
  return (
    typeof ticket === 'string' &&
    BINARY_TICKET_SHAPE.test(ticket) &&
    typeof bytes === 'number' &&
    Number.isSafeInteger(bytes) &&
    bytes >= 0
  );
}

/** `/binary/<ticket>`: a path on the page's own origin. */
export function binaryPath(ticket: string): string {
  return `${BINARY_PATH}/${ticket}`;
}

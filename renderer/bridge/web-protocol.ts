/**
 * The web host's WebSocket protocol, page side. The host keeps its own copy of these names
 * (`electron/web-host/protocol.ts`): renderer/ may not import electron/. Both sides' tests pin the
 * same literal values.
 */
export const BRIDGE_PATH = '/bridge';
export const BRIDGE_PROTOCOL = 'floorboard.v1';
export const TOKEN_PROTOCOL_PREFIX = 'floorboard.token.';
/** Room for the `{ id, method }` envelope around a payload of `MAX_PAYLOAD_BYTES`. */
export const ENVELOPE_ALLOWANCE_BYTES = 1024;

/**
 * The launch secret rides as a second subprotocol (the host answers with the first only): a
 * browser cannot set other headers on a WebSocket, and the secret must never be in a URL.
 */
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

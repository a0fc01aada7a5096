/**
 * The web host's WebSocket protocol, host side. The page (`renderer/bridge/web-protocol.ts`)
 * keeps its own copy of these names: renderer/ may not import electron/, and shared/ is the
 * contract only. Tests on both sides pin the same literal values.
 *
 * Messages are JSON text frames: `{ id, method, payload }` from the page, `{ id, result }` and
 * `{ event, value }` from the host. The launch secret travels as a second subprotocol,
 * `floorboard.token.<secret>`, next to `floorboard.v1`: it is checked before the upgrade, so an
 * unauthenticated socket never exists, and the host answers with `floorboard.v1` only.
 */
export const BRIDGE_PATH = '/bridge';
export const BRIDGE_PROTOCOL = 'floorboard.v1';
export const TOKEN_PROTOCOL_PREFIX = 'floorboard.token.';

/** Room for the `{ id, method }` envelope around a payload of `MAX_PAYLOAD_BYTES`. */
export const ENVELOPE_ALLOWANCE_BYTES = 1024;

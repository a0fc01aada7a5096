import { describe, expect, it } from 'vitest';
import { BRIDGE_PATH, BRIDGE_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from './protocol.ts';

describe('web host protocol names', () => {
  it('pins the names the page uses (renderer/bridge/web-protocol.ts)', () => {
    expect(BRIDGE_PATH).toBe('/bridge');
    expect(BRIDGE_PROTOCOL).toBe('floorboard.v1');
    expect(TOKEN_PROTOCOL_PREFIX).toBe('floorboard.token.');
  });
});

import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY, takeLaunchToken, type TokenEnvironment } from './launch-token.ts';
import {
  BRIDGE_PATH,
  BRIDGE_PROTOCOL,
  TOKEN_PROTOCOL_PREFIX,
  bridgeProtocols,
  bridgeSocketUrl,
} from '../../shared/bridge/web-protocol.ts';

const TOKEN = 'k'.repeat(43);

function environment(hash: string, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const replaced: string[] = [];
  const env: TokenEnvironment = {
    location: { pathname: '/', search: '', hash },
    history: { replaceState: (_data, _unused, url) => replaced.push(url) },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
  };
  return { env, storage, replaced };
}

describe('takeLaunchToken', () => {
  it('takes the token from the fragment, clears the address bar and keeps it for reloads', () => {
    const { env, storage, replaced } = environment(`#token=${TOKEN}`);
    expect(takeLaunchToken(env)).toBe(TOKEN);
    expect(replaced).toEqual(['/']);
    expect(storage.get(TOKEN_STORAGE_KEY)).toBe(TOKEN);
  });

  it('keeps the rest of the fragment', () => {
    const { env, replaced } = environment(`#view=orders&token=${TOKEN}`);
    expect(takeLaunchToken(env)).toBe(TOKEN);
    expect(replaced).toEqual(['/#view=orders']);
  });

  it('falls back to the stored token after a reload', () => {
    const { env, replaced } = environment('', { [TOKEN_STORAGE_KEY]: TOKEN });
    expect(takeLaunchToken(env)).toBe(TOKEN);
    expect(replaced).toEqual([]);
  });

  it('answers null without a token, and ignores malformed ones (still clearing them)', () => {
    expect(takeLaunchToken(environment('').env)).toBeNull();
    const bad = environment('#token=a%20b%2Cfloorboard.v1');
    expect(takeLaunchToken(bad.env)).toBeNull();
    expect(bad.replaced).toEqual(['/']);
    expect(bad.storage.size).toBe(0);
  });

  it('works when storage is unavailable or throws', () => {
    const { env } = environment(`#token=${TOKEN}`);
    expect(takeLaunchToken({ ...env, storage: null })).toBe(TOKEN);
    const throwing: TokenEnvironment = {
      ...env,
      storage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
    };
    expect(takeLaunchToken(throwing)).toBe(TOKEN);
    expect(takeLaunchToken({ ...throwing, location: { ...env.location, hash: '' } })).toBeNull();
  });
});

describe('web protocol', () => {
  it('pins the names the host expects (electron/web-host/protocol.ts)', () => {
    expect(BRIDGE_PATH).toBe('/bridge');
    expect(BRIDGE_PROTOCOL).toBe('floorboard.v1');
    expect(TOKEN_PROTOCOL_PREFIX).toBe('floorboard.token.');
    expect(bridgeProtocols(TOKEN)).toEqual(['floorboard.v1', `floorboard.token.${TOKEN}`]);
  });

  it("addresses the page's own host", () => {
    expect(bridgeSocketUrl({ protocol: 'http:', host: '127.0.0.1:5180' })).toBe(
      'ws://127.0.0.1:5180/bridge',
    );
    expect(bridgeSocketUrl({ protocol: 'https:', host: 'x.test' })).toBe('wss://x.test/bridge');
  });
});

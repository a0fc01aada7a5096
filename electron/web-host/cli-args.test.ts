import { describe, expect, it } from 'vitest';
import { BROWSER_KIOSK_REFUSAL } from '../kiosk/kiosk-args.ts';
import { parseWebHostArgs } from './cli-args.ts';

/** The only kiosk the browser window runs: one that says it is not locked. */
const TEST_KIOSK = ['--kiosk', '--kiosk-unlocked-test-window'];

describe('parseWebHostArgs', () => {
  it('defaults to any free port and the embedded sandbox', () => {
    expect(parseWebHostArgs([])).toEqual({
      ok: true,
      value: {
        port: 0,
        api: undefined,
        login: undefined,
        openBrowser: false,
        rendererDir: undefined,
        kiosk: null,
        sandbox: { tokenTtlSeconds: undefined, control: false },
        catalogueCopy: true,
        printDeveloperPair: false,
        resetSandbox: false,
        testClock: false,
        callbackPort: undefined,
      },
    });
  });

  it('takes the OAuth callback on a test port only when asked', () => {
    expect(parseWebHostArgs(['--callback-port', '3107'])).toMatchObject({
      ok: true,
      value: { callbackPort: 3107 },
    });
    for (const bad of ['0', '65536', 'x', '31.5']) {
      expect(parseWebHostArgs(['--callback-port', bad])).toEqual({
        ok: false,
        error: { message: '--callback-port must be a number from 1 to 65535' },
      });
    }
  });

  it('runs imports on a test clock only when asked, and never over a kept data folder', () => {
    expect(parseWebHostArgs(['--test-clock'])).toMatchObject({
      ok: true,
      value: { testClock: true },
    });
    expect(parseWebHostArgs(['--test-clock', '--data-dir', '/tmp/kept'])).toEqual({
      ok: false,
      error: { message: '--test-clock is for tests: it cannot be used with --data-dir' },
    });
  });

  it('keeps work in a data folder and resets the sandbox only when asked', () => {
    const kept = parseWebHostArgs(['--data-dir', '/tmp/d', '--reset-sandbox']);
    expect(kept.ok && [kept.value.dataDir, kept.value.resetSandbox]).toEqual(['/tmp/d', true]);
    const plain = parseWebHostArgs([]);
    expect(plain.ok && [plain.value.dataDir, plain.value.resetSandbox]).toEqual([undefined, false]);
  });

  it('prints the developer pair into a pipe only when asked', () => {
    const asked = parseWebHostArgs(['--print-developer-pair']);
    expect(asked.ok && asked.value.printDeveloperPair).toBe(true);
  });

  it('keeps no catalogue copy when asked, and keeps one by default', () => {
    const off = parseWebHostArgs(['--no-catalogue-copy']);
    expect(off.ok && off.value.catalogueCopy).toBe(false);
    const on = parseWebHostArgs(['--port', '0']);
    expect(on.ok && on.value.catalogueCopy).toBe(true);
  });

  it('reads port, api (login defaults to it), browser and renderer folder', () => {
    expect(
      parseWebHostArgs([
        '--port',
        '5180',
        '--api',
        'https://api.example.test/',
        '--open-browser',
        '--renderer-dir',
        '/tmp/r',
      ]),
    ).toEqual({
      ok: true,
      value: {
        port: 5180,
        api: 'https://api.example.test',
        login: 'https://api.example.test',
        openBrowser: true,
        rendererDir: '/tmp/r',
        kiosk: null,
        sandbox: { tokenTtlSeconds: undefined, control: false },
        catalogueCopy: true,
        printDeveloperPair: false,
        resetSandbox: false,
        testClock: false,
        callbackPort: undefined,
      },
    });
    const withLogin = parseWebHostArgs(['--api', 'http://a.test', '--login', 'http://l.test']);
    expect(withLogin.ok && withLogin.value.login).toBe('http://l.test');
  });

  it('reads the kiosk flags and the embedded sandbox test flags', () => {
    const parsed = parseWebHostArgs([
      '--kiosk',
      '--kiosk-unlocked-test-window',
      '--kiosk-pin',
      '24681012',
      '--idle-timeout',
      '3',
      '--refresh-interval',
      '2',
      '--sign-in-as-kiosk',
      '--sandbox-token-ttl',
      '4',
      '--sandbox-control',
      '--sandbox-products',
      '300',
    ]);
    expect(parsed.ok && parsed.value.kiosk).toEqual({
      pin: '24681012',
      idleTimeoutSeconds: 3,
      refreshIntervalSeconds: 2,
      signIn: 'oauth',
    });
    expect(parsed.ok && parsed.value.sandbox).toEqual({
      tokenTtlSeconds: 4,
      products: 300,
      control: true,
    });
    const password = parseWebHostArgs([...TEST_KIOSK, '--kiosk-sign-in', 'password']);
    expect(password.ok && password.value.kiosk?.signIn).toBe('password');
    expect(parseWebHostArgs(TEST_KIOSK)).toMatchObject({
      ok: true,
      value: { kiosk: { pin: undefined, signIn: undefined } },
    });
  });

  it.each([
    [['--kiosk-pin', '123456']],
    [['--sign-in-as-kiosk']],
    [['--idle-timeout', '5']],
    [['--kiosk-unlocked-test-window']],
    [[...TEST_KIOSK, '--kiosk-pin', '12ab56']],
    [[...TEST_KIOSK, '--kiosk-pin', '123']],
    [[...TEST_KIOSK, '--idle-timeout', '0']],
    [[...TEST_KIOSK, '--refresh-interval', '1.5']],
    [[...TEST_KIOSK, '--kiosk-sign-in', 'developer']],
    [[...TEST_KIOSK, '--sign-in-as-kiosk', '--api', 'http://a.test']],
    [['--sandbox-control', '--api', 'http://a.test']],
    [['--sandbox-token-ttl', '-3']],
    [['--sandbox-products', '0']],
    [['--sandbox-products', '2.5']],
    [['--sandbox-products', '100001']],
    [['--sandbox-products', '300', '--api', 'http://a.test']],
  ])('rejects the kiosk arguments %j', (argv) => {
    expect(parseWebHostArgs(argv).ok).toBe(false);
  });

  it.each([
    [['--kiosk']],
    [['--kiosk', '--sign-in-as-kiosk', '--kiosk-pin', '24681357']],
    // Refused first, whatever else is wrong with the line.
    [['--kiosk', '--kiosk-pin', '123']],
  ])('refuses a kiosk in the browser window without the test flag: %j', (argv) => {
    const refused = parseWebHostArgs(argv);
    expect(refused).toEqual({
      ok: false,
      error: { message: BROWSER_KIOSK_REFUSAL, showUsage: false },
    });
    expect(BROWSER_KIOSK_REFUSAL).toMatch(/desktop \(Electron\) build/);
    expect(BROWSER_KIOSK_REFUSAL).not.toContain('\n');
  });

  it.each([
    [['--port', 'abc']],
    [['--port', '-1']],
    [['--port', '70000']],
    [['--port', '1.5']],
    [['--api', 'file:///etc/passwd']],
    [['--api', 'not a url']],
    [['--login', 'http://l.test']],
    [['--unknown']],
    [['positional']],
  ])('rejects %j', (argv) => {
    expect(parseWebHostArgs(argv).ok).toBe(false);
  });
});

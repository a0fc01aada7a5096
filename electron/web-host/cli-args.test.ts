import { describe, expect, it } from 'vitest';
import { parseWebHostArgs } from './cli-args.ts';

describe('parseWebHostArgs', () => {
  it('defaults to any free port and the embedded sandbox', () => {
    expect(parseWebHostArgs([])).toEqual({
      ok: true,
      args: {
        port: 0,
        api: undefined,
        login: undefined,
        openBrowser: false,
        rendererDir: undefined,
        kiosk: null,
        sandbox: { tokenTtlSeconds: undefined, control: false },
        catalogueCopy: true,
        printDeveloperPair: false,
      },
    });
  });

  it('prints the developer pair into a pipe only when asked', () => {
    const asked = parseWebHostArgs(['--print-developer-pair']);
    expect(asked.ok && asked.args.printDeveloperPair).toBe(true);
  });

  it('keeps no catalogue copy when asked, and keeps one by default', () => {
    const off = parseWebHostArgs(['--no-catalogue-copy']);
    expect(off.ok && off.args.catalogueCopy).toBe(false);
    const on = parseWebHostArgs(['--port', '0']);
    expect(on.ok && on.args.catalogueCopy).toBe(true);
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
      args: {
        port: 5180,
        api: 'https://api.example.test',
        login: 'https://api.example.test',
        openBrowser: true,
        rendererDir: '/tmp/r',
        kiosk: null,
        sandbox: { tokenTtlSeconds: undefined, control: false },
        catalogueCopy: true,
        printDeveloperPair: false,
      },
    });
    const withLogin = parseWebHostArgs(['--api', 'http://a.test', '--login', 'http://l.test']);
    expect(withLogin.ok && withLogin.args.login).toBe('http://l.test');
  });

  it('reads the kiosk flags and the embedded sandbox test flags', () => {
    const parsed = parseWebHostArgs([
      '--kiosk',
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
    expect(parsed.ok && parsed.args.kiosk).toEqual({
      pin: '24681012',
      idleTimeoutSeconds: 3,
      refreshIntervalSeconds: 2,
      signIn: 'oauth',
    });
    expect(parsed.ok && parsed.args.sandbox).toEqual({
      tokenTtlSeconds: 4,
      products: 300,
      control: true,
    });
    const password = parseWebHostArgs(['--kiosk', '--kiosk-sign-in', 'password']);
    expect(password.ok && password.args.kiosk?.signIn).toBe('password');
    expect(parseWebHostArgs(['--kiosk'])).toMatchObject({
      ok: true,
      args: { kiosk: { pin: undefined, signIn: undefined } },
    });
  });

  it.each([
    [['--kiosk-pin', '123456']],
    [['--sign-in-as-kiosk']],
    [['--idle-timeout', '5']],
    [['--kiosk', '--kiosk-pin', '12ab56']],
    [['--kiosk', '--kiosk-pin', '123']],
    [['--kiosk', '--idle-timeout', '0']],
    [['--kiosk', '--refresh-interval', '1.5']],
    [['--kiosk', '--kiosk-sign-in', 'developer']],
    [['--kiosk', '--sign-in-as-kiosk', '--api', 'http://a.test']],
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

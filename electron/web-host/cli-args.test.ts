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
      },
    });
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
      },
    });
    const withLogin = parseWebHostArgs(['--api', 'http://a.test', '--login', 'http://l.test']);
    expect(withLogin.ok && withLogin.args.login).toBe('http://l.test');
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

/**
 * `npm run sandbox` prints its developer pair only to a terminal, as `npm start` does; into a
 * pipe or a file it says how to ask for it instead.
 */
import { describe, expect, it } from 'vitest';
import {
  PRINT_PAIR_FLAG,
  startupLines,
  takePrintPairFlag,
  type StartupFacts,
} from './cli-output.ts';
import { resolveOptions } from './options.ts';

const ACCESS = 'dev-access-token-value';
const REFRESH = 'dev-refresh-token-value';

function facts(stdoutIsTerminal: boolean | undefined, printDeveloperPair: boolean): StartupFacts {
  return {
    url: 'http://127.0.0.1:4010',
    startedMs: 12,
    options: resolveOptions(),
    demo: {
      owner: { username: 'owner@sandbox.test', password: 'owner-password' },
      secondOwner: { username: 'owner@second.sandbox.test', password: 'second-password' },
      developer: { accessToken: ACCESS, refreshToken: REFRESH },
    },
    stdoutIsTerminal,
    printDeveloperPair,
  };
}

const printed = (lines: readonly string[]): string => lines.join('\n');

describe('sandbox start-up lines', () => {
  it('print the developer pair to a terminal', () => {
    const text = printed(startupLines(facts(true, false)));
    expect(text).toContain(`access token:  ${ACCESS}`);
    expect(text).toContain(`refresh token: ${REFRESH}`);
  });

  it.each([undefined, false])(
    'withhold the pair from a pipe or a file (isTTY %s) and name the flag',
    (isTTY) => {
      const text = printed(startupLines(facts(isTTY, false)));
      expect(text).not.toContain(ACCESS);
      expect(text).not.toContain(REFRESH);
      expect(text).toContain(PRINT_PAIR_FLAG);
      expect(text).toContain('sandbox listening on http://127.0.0.1:4010');
      expect(text).toContain('owner@sandbox.test / owner-password');
    },
  );

  it('print the pair into a pipe when asked with the flag', () => {
    const text = printed(startupLines(facts(undefined, true)));
    expect(text).toContain(ACCESS);
    expect(text).toContain(REFRESH);
  });
});

describe('the token flag', () => {
  it('is taken off the arguments the numeric parser reads', () => {
    expect(takePrintPairFlag(['--port', '0', PRINT_PAIR_FLAG])).toEqual({
      rest: ['--port', '0'],
      printDeveloperPair: true,
    });
    expect(takePrintPairFlag(['--port', '0'])).toEqual({
      rest: ['--port', '0'],
      printDeveloperPair: false,
    });
  });
});

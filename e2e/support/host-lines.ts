/**
 * Reads a host's stdout line by line: the web host's `launch-url:` lines, and the
 * `open-external:` lines both hosts print for URLs main wants a browser to open.
 */
import type { Readable } from 'node:stream';
import { parseHostLine } from '../../electron/hosts/stdout-lines.ts';

export interface HostLines {
  /** Every URL main asked to open, oldest first. */
  readonly openedUrls: () => string[];
  /** The next opened URL not yet handed out by this function. */
  readonly nextOpenedUrl: (timeoutMs: number) => Promise<string>;
  /** The first launch URL the host printed. */
  readonly launchUrl: (timeoutMs: number) => Promise<string>;
  /** The next launch URL printed after those already handed out (by either function). */
  readonly nextLaunchUrl: (timeoutMs: number) => Promise<string>;
  /** The embedded sandbox's origin, when the host was started with `--sandbox-control`. */
  readonly sandboxControlUrl: () => string | undefined;
  /** The embedded sandbox's developer token pair the web host prints, once both lines came. */
  readonly developerPair: () => { accessToken: string; refreshToken: string } | undefined;
}

export function readHostLines(
  stdout: Readable,
  onLine: (line: string) => void = () => undefined,
): HostLines {
  const opened: string[] = [];
  let handedOut = 0;
  const launches: string[] = [];
  let launchesHandedOut = 0;
  let sandboxControl: string | undefined;
  let developerAccess: string | undefined;
  let developerRefresh: string | undefined;
  const waiters = new Set<() => void>();
  const notify = (): void => {
    for (const waiter of [...waiters]) waiter();
  };

  let buffer = '';
  stdout.setEncoding('utf8');
  stdout.on('data', (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      onLine(line);
      const parsed = parseHostLine(line);
      if (parsed?.kind === 'launch') launches.push(parsed.url);
      if (parsed?.kind === 'open-external') opened.push(parsed.url);
      if (parsed?.kind === 'sandbox-control') sandboxControl ??= parsed.url;
      if (parsed?.kind === 'developer-access') developerAccess ??= parsed.token;
      if (parsed?.kind === 'developer-refresh') developerRefresh ??= parsed.token;
      if (parsed !== null) notify();
    }
  });

  const waitFor = <T>(take: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const value = take();
        if (value === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  return {
    openedUrls: () => [...opened],
    nextOpenedUrl: (timeoutMs) =>
      waitFor(
        () => {
          const url = opened[handedOut];
          if (url !== undefined) handedOut += 1;
          return url;
        },
        timeoutMs,
        'main to open a URL (open-external)',
      ),
    launchUrl: (timeoutMs) =>
      waitFor(
        () => {
          const [first] = launches;
          if (first !== undefined) launchesHandedOut = Math.max(launchesHandedOut, 1);
          return first;
        },
        timeoutMs,
        'the launch URL',
      ),
    nextLaunchUrl: (timeoutMs) =>
      waitFor(
        () => {
          const url = launches[launchesHandedOut];
          if (url !== undefined) launchesHandedOut += 1;
          return url;
        },
        timeoutMs,
        'a new launch URL',
      ),
    sandboxControlUrl: () => sandboxControl,
    developerPair: () =>
      developerAccess !== undefined && developerRefresh !== undefined
        ? { accessToken: developerAccess, refreshToken: developerRefresh }
        : undefined,
  };
}

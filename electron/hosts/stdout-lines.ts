/**
 * The lines the web host CLI prints on stdout for whoever launched it (a person, or the e2e
 * fixture that plays the browser). One prefix per kind, one URL per line.
 */

export const LAUNCH_PREFIX = 'launch-url: ';
export const OPEN_EXTERNAL_PREFIX = 'open-external: ';
/** With `--sandbox-control`: the embedded sandbox's origin, for tests that steer it. */
export const SANDBOX_CONTROL_PREFIX = 'sandbox-control: ';

/**
 * The embedded sandbox's third-party developer pair, for the "Developer tokens" sign-in. Sandbox
 * tokens only, valid for this run; a real service's pair never passes through here.
 */
export const DEVELOPER_ACCESS_PREFIX = 'sandbox-developer-access-token: ';
export const DEVELOPER_REFRESH_PREFIX = 'sandbox-developer-refresh-token: ';

export type HostLine =
  | { readonly kind: 'launch'; readonly url: string }
  | { readonly kind: 'developer-access'; readonly token: string }
  | { readonly kind: 'developer-refresh'; readonly token: string }
  | { readonly kind: 'open-external'; readonly url: string }
  | { readonly kind: 'sandbox-control'; readonly url: string };

export function launchLine(url: string): string {
  return `${LAUNCH_PREFIX}${url}`;
}

export function openExternalLine(url: string): string {
  return `${OPEN_EXTERNAL_PREFIX}${url}`;
}

export function sandboxControlLine(url: string): string {
  return `${SANDBOX_CONTROL_PREFIX}${url}`;
}

/**
 * Whether the developer pair is printed: to a person at a terminal, or when a test asks for it
 * explicitly. Captured stdout (a CI log, a service manager's journal) would keep working tokens
 * long after the run, so a pipe or a file gets none.
 */
export function printsDeveloperPair(
  // `process.stdout.isTTY`: Node leaves it undefined for a pipe or a file, whatever its type says.
  stdoutIsTerminal: boolean | undefined,
  requested: boolean,
): boolean {
  return stdoutIsTerminal === true || requested;
}

export function developerPairLines(pair: {
  readonly accessToken: string;
  readonly refreshToken: string;
}): string[] {
  return [
    'Developer tokens for the embedded sandbox (sign-in method "Developer tokens"; valid for this run only):',
    `${DEVELOPER_ACCESS_PREFIX}${pair.accessToken}`,
    `${DEVELOPER_REFRESH_PREFIX}${pair.refreshToken}`,
  ];
}

export function parseHostLine(line: string): HostLine | null {
  const text = line.trim();
  if (text.startsWith(LAUNCH_PREFIX))
    return { kind: 'launch', url: text.slice(LAUNCH_PREFIX.length) };
  if (text.startsWith(OPEN_EXTERNAL_PREFIX)) {
    return { kind: 'open-external', url: text.slice(OPEN_EXTERNAL_PREFIX.length) };
  }
  if (text.startsWith(DEVELOPER_ACCESS_PREFIX)) {
    return { kind: 'developer-access', token: text.slice(DEVELOPER_ACCESS_PREFIX.length) };
  }
  if (text.startsWith(DEVELOPER_REFRESH_PREFIX)) {
    return { kind: 'developer-refresh', token: text.slice(DEVELOPER_REFRESH_PREFIX.length) };
  }
  if (text.startsWith(SANDBOX_CONTROL_PREFIX)) {
    return { kind: 'sandbox-control', url: text.slice(SANDBOX_CONTROL_PREFIX.length) };
  }
  return null;
}

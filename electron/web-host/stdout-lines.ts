/**
 * The lines the web host CLI prints on stdout for whoever launched it (a person, or the e2e
 * fixture that plays the browser). One prefix per kind, one URL per line.
 */

export const LAUNCH_PREFIX = 'launch-url: ';
export const OPEN_EXTERNAL_PREFIX = 'open-external: ';
/** With `--sandbox-control`: the embedded sandbox's origin, for tests that steer it. */
export const SANDBOX_CONTROL_PREFIX = 'sandbox-control: ';

export type HostLine =
  | { readonly kind: 'launch'; readonly url: string }
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

export function parseHostLine(line: string): HostLine | null {
  const text = line.trim();
  if (text.startsWith(LAUNCH_PREFIX))
    return { kind: 'launch', url: text.slice(LAUNCH_PREFIX.length) };
  if (text.startsWith(OPEN_EXTERNAL_PREFIX)) {
    return { kind: 'open-external', url: text.slice(OPEN_EXTERNAL_PREFIX.length) };
  }
  if (text.startsWith(SANDBOX_CONTROL_PREFIX)) {
    return { kind: 'sandbox-control', url: text.slice(SANDBOX_CONTROL_PREFIX.length) };
  }
  return null;
}

import { httpRequest } from '../../auth/testing/http-client.ts';

/**
 * Test-only: plays the user's browser through the sandbox's sign-in and consent page — load the
 * page, fill in the form as shown (optionally unticking scopes), submit it, and follow the
 * redirect to Floorboard's loopback callback.
 */

export interface BrowserPlay {
  readonly username: string;
  readonly password: string;
  readonly untick?: readonly string[];
  readonly decision?: 'allow' | 'deny';
}

export interface BrowserPlayResult {
  /** Status of the loopback callback (302 to the done page when it was accepted). */
  readonly callbackStatus: number;
  readonly callbackLocation: string | undefined;
}

const unescape = (text: string): string =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The form as the page shows it: hidden fields, and the scope boxes that are ticked. */
function readForm(html: string): { hidden: [string, string][]; ticked: string[] } {
  const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
    (m): [string, string] => [m[1] ?? '', unescape(m[2] ?? '')],
  );
  const ticked = [
    ...html.matchAll(/<input type="checkbox" name="scope_granted" value="([^"]+)" checked>/g),
  ].map((m) => unescape(m[1] ?? ''));
  return { hidden, ticked };
}

export async function playBrowser(
  authorizationUrl: string,
  play: BrowserPlay,
): Promise<BrowserPlayResult> {
  const page = await fetch(authorizationUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`the consent page answered ${page.status}`);
  const { hidden, ticked } = readForm(html);
  const form = new URLSearchParams(hidden);
  form.set('username', play.username);
  form.set('password', play.password);
  for (const scope of ticked) {
    if (!play.untick?.includes(scope)) form.append('scope_granted', scope);
  }
  form.set('decision', play.decision ?? 'allow');
  const submitted = await fetch(new URL('/authorize', authorizationUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  await submitted.arrayBuffer();
  const location = submitted.headers.get('location');
  if (submitted.status !== 302 || location === null) {
    throw new Error(`the consent form answered ${submitted.status} without a redirect`);
  }
  // A fresh connection, as a browser tab would use; the loopback server closes it afterwards.
  const callback = await httpRequest(location);
  const next = callback.headers['location'];
  const callbackLocation = typeof next === 'string' ? next : undefined;
  // The browser follows on to the done page, after which the loopback server closes.
  if (callbackLocation !== undefined) await httpRequest(new URL(callbackLocation, location).href);
  return { callbackStatus: callback.status, callbackLocation };
}

import type { ServerResponse } from 'node:http';
import { API_SCOPES } from '../../shared/catalogues/scopes.ts';
import { escapeHtml, sendHtml } from '../http/respond.ts';
import type { AuthorizeRequest } from './authorize-request.ts';
import { API_AUDIENCE } from './constants.ts';
import { redirectOrigin } from './redirect-uri.ts';

/**
 * The sign-in and consent page of GET/POST /authorize, and the page for requests that cannot be
 * redirected. Plain HTML forms and inline CSS: it must work without JavaScript. Everything echoed
 * is escaped.
 */

const IDENTITY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  openid: 'Confirm who you are',
  profile: 'Your name and e-mail address',
  offline_access: 'Stay signed in without asking again (refresh token)',
};

const SCOPE_DESCRIPTIONS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(IDENTITY_DESCRIPTIONS),
  ...Object.entries(API_SCOPES),
]);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#eef1f5;color:#1c2430;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:34rem;margin:2.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #d5dbe3;border-radius:10px;padding:1.5rem 1.75rem;box-shadow:0 2px 8px rgba(20,30,50,.06)}
h1{font-size:1.35rem;margin:0 0 .25rem}
p{margin:.25rem 0 1rem}
.muted{color:#5a6676;font-size:.9rem}
.error{background:#fdecec;border:1px solid #f0b4b4;color:#8a1c1c;border-radius:6px;padding:.6rem .8rem;margin:0 0 1rem}
fieldset{border:1px solid #d5dbe3;border-radius:8px;margin:0 0 1.1rem;padding:.75rem 1rem}
legend{font-weight:600;padding:0 .35rem}
.field{display:block;margin:.35rem 0 .8rem}
.field span{display:block;font-weight:600;margin-bottom:.2rem}
.field input{width:100%;padding:.5rem .6rem;border:1px solid #b7c0cc;border-radius:6px;font:inherit}
ul{list-style:none;margin:0;padding:0}
li+li{border-top:1px solid #edf0f4}
.scope{display:flex;gap:.6rem;align-items:flex-start;padding:.45rem 0;cursor:pointer}
.scope input{margin-top:.25rem}
code{font:600 .85rem ui-monospace,SFMono-Regular,Menlo,monospace;color:#23405f}
.scope small{display:block;color:#5a6676}
.badge{display:inline-block;margin-left:.35rem;padding:0 .35rem;border-radius:4px;background:#fff3d6;color:#7a5200;font-size:.75rem}
.actions{display:flex;gap:.75rem;justify-content:flex-end}
button{font:inherit;font-weight:600;padding:.55rem 1.3rem;border-radius:6px;cursor:pointer;border:1px solid #b7c0cc;background:#fff;color:#1c2430}
button.primary{background:#1f5fbf;border-color:#1f5fbf;color:#fff}
button:focus-visible,input:focus-visible{outline:3px solid #8db6f0;outline-offset:1px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main><div class="card">
${body}
</div></main></body>
</html>`;
}

export interface ConsentView {
  readonly request: AuthorizeRequest;
  /** Kept after a failed sign-in; the password never is. */
  readonly username: string;
  /** Which requested scopes are ticked. */
  readonly granted: ReadonlySet<string>;
  readonly error: string | null;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

function scopeItem(scope: string, checked: boolean): string {
  const description = SCOPE_DESCRIPTIONS.get(scope) ?? '';
  const badge = scope.startsWith('change:') ? '<span class="badge">can change data</span>' : '';
  return `<li><label class="scope"><input type="checkbox" name="scope_granted" value="${escapeHtml(scope)}"${checked ? ' checked' : ''}>
<span><code>${escapeHtml(scope)}</code>${badge}<small>${escapeHtml(description)}</small></span></label></li>`;
}

export function renderConsentPage(view: ConsentView): string {
  const { request } = view;
  const error =
    view.error === null ? '' : `<p class="error" role="alert">${escapeHtml(view.error)}</p>`;
  return page(
    'Sign in · Sandbox',
    `<h1>Sign in to the sandbox</h1>
<p><strong>${escapeHtml(request.clientId)}</strong> wants to access your account.
<span class="muted">You will be returned to ${escapeHtml(request.redirectUri)}.</span></p>
${error}<form method="post" action="/authorize">
${hidden('client_id', request.clientId)}
${hidden('redirect_uri', request.redirectUri)}
${hidden('response_type', 'code')}
${hidden('audience', API_AUDIENCE)}
${hidden('scope', request.scopes.join(' '))}
${hidden('code_challenge', request.codeChallenge)}
${hidden('code_challenge_method', 'S256')}
${hidden('state', request.state)}
<label class="field" for="username"><span>E-mail</span>
<input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(view.username)}"></label>
<label class="field" for="password"><span>Password</span>
<input id="password" name="password" type="password" autocomplete="current-password" required></label>
<fieldset><legend>Allow access to</legend>
<p class="muted">Untick anything you do not want to share.</p>
<ul>
${request.scopes.map((s) => scopeItem(s, view.granted.has(s))).join('\n')}
</ul></fieldset>
<div class="actions">
<button class="primary" type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
</div>
</form>`,
  );
}

/**
 * Like sendHtml, but `form-action` also names the redirect URI's origin: Chrome and Safari apply
 * that directive to the redirect a form submission ends in, and this form ends in a 302 to the
 * client. CSP host sources cannot express an IPv6 literal, so for `[::1]` the directive is left
 * out (`default-src 'none'` still blocks everything else).
 */
export function sendConsentPage(res: ServerResponse, status: number, view: ConsentView): void {
  const html = renderConsentPage(view);
  const origin = redirectOrigin(view.request.redirectUri);
  const formAction = origin.includes('[') ? '' : ` form-action 'self' ${origin};`;
  res.writeHead(status, {
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline';${formAction} frame-ancestors 'none'`,
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}

/** A request that cannot go back to the client: explained here, never redirected. */
export function sendErrorPage(res: ServerResponse, status: number, message: string): void {
  sendHtml(
    res,
    status,
    page(
      'Authorization failed · Sandbox',
      `<h1>This sign-in request cannot be completed</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="muted">Start the sign-in again from the application. If it keeps happening, the application is not configured for this server.</p>`,
    ),
  );
}

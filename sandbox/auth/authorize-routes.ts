import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyErrorMessage, bodyErrorStatus, readJsonOrForm } from '../http/body.ts';
import { redirect } from '../http/respond.ts';
import { checkAuthorizeParams, type AuthorizeRequest } from './authorize-request.ts';
import { AUTH_BODY_LIMIT } from './constants.ts';
import { sendConsentPage, sendErrorPage } from './consent-page.ts';
import type { AuthContext } from './context.ts';
import { redirectWithParams } from './redirect-uri.ts';
import { checkCredentials } from './users.ts';

/** GET /authorize shows the sign-in and consent page; POST /authorize is its form. */

export async function handleAuthorize(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  if (req.method === 'GET') return showConsent(ctx, res, url.searchParams);
  if (req.method === 'POST') return submitConsent(ctx, req, res);
  res.setHeader('allow', 'GET, POST');
  sendErrorPage(res, 405, 'Open this address in a browser (GET) or submit its form (POST).');
}

function showConsent(ctx: AuthContext, res: ServerResponse, params: URLSearchParams): void {
  const check = checkAuthorizeParams(params, ctx.options.redirectPort);
  if (check.kind === 'page') return sendErrorPage(res, 400, check.message);
  if (check.kind === 'redirect') return redirect(res, check.location);
  sendConsentPage(res, 200, {
    request: check.request,
    username: '',
    granted: new Set(check.request.scopes),
    error: null,
  });
}

/** What the user ticked, limited to what was requested: a form can never widen the request. */
function grantedScopes(request: AuthorizeRequest, form: URLSearchParams): string[] {
  const ticked = new Set(form.getAll('scope_granted'));
  return request.scopes.filter((s) => ticked.has(s));
}

async function submitConsent(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readJsonOrForm(req, AUTH_BODY_LIMIT);
  if (!body.ok)
    return sendErrorPage(res, bodyErrorStatus(body.error), bodyErrorMessage(body.error));
  const { form } = body.value;
  if (!form) return sendErrorPage(res, 415, 'Submit the sign-in form (form-encoded).');

  // The hidden fields come back from the browser: trust them no more than the original request.
  const check = checkAuthorizeParams(form, ctx.options.redirectPort);
  if (check.kind === 'page') return sendErrorPage(res, 400, check.message);
  if (check.kind === 'redirect') return redirect(res, check.location);
  const request = check.request;
  const back = (params: Record<string, string>): void =>
    redirect(res, redirectWithParams(request.redirectUri, { ...params, state: request.state }));

  const decision = form.getAll('decision');
  if (decision.length === 1 && decision[0] === 'deny') {
    return back({ error: 'access_denied', error_description: 'The user denied the request' });
  }
  if (decision.length !== 1 || decision[0] !== 'allow') {
    return back({ error: 'invalid_request', error_description: 'decision must be allow or deny' });
  }

  const granted = grantedScopes(request, form);
  const username = form.get('username') ?? '';
  const found = checkCredentials(ctx.data, username, form.get('password') ?? '');
  if (!found) {
    return sendConsentPage(res, 200, {
      request,
      username,
      granted: new Set(granted),
      error: 'Wrong e-mail or password. Developer accounts cannot sign in here.',
    });
  }
  const code = ctx.codes.issue({
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    userId: found.user.id,
    scopes: granted,
  });
  back({ code });
}

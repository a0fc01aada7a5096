/**
 * `--sign-in-as-kiosk`: an OAuth grant from the embedded sandbox, without a browser and without
 * the loopback port 3000. It does over HTTP what an administrator's browser does on the sandbox's
 * consent page — sign in, approve the requested scopes — reads the authorization code from the
 * redirect the sandbox answers with (never followed: nobody listens on the redirect URI), and
 * exchanges it with the PKCE verifier. The result is the grant a browser sign-in produces:
 * scope-limited, with a rotating, revocable refresh token. Only for the embedded sandbox, whose
 * consent form this is.
 */
import type { Result } from '../../shared/result.ts';
import { buildAuthorizationUrl } from '../auth/authorization-url.ts';
import { endpointUrl } from '../auth/endpoints.ts';
import { grantFromTokens, type SignInGrant } from '../auth/grant.ts';
import { createPkce, createState } from '../auth/pkce.ts';
import { requestTokens } from '../auth/token-endpoint.ts';

/**
 * The registered redirect URI (port 3000, or the port a test's sandbox registers); only its text
 * matters here, nothing listens on it.
 */
const redirectUriOn = (port: number): string => `http://127.0.0.1:${port}/callback`;

export interface SandboxConsentRequest {
  readonly loginUrl: string;
  readonly clientId: string;
  readonly username: string;
  readonly password: string;
  readonly scopes: readonly string[];
  /** The sandbox's registered redirect port (its options' `redirectPort`). */
  readonly redirectPort: number;
}

/** The grant, or why there is none, in words for the log. */
export type SandboxConsentResult = Result<SignInGrant, string>;

function codeFrom(location: string | null, state: string): string | undefined {
  if (location === null || !URL.canParse(location)) return undefined;
  const url = new URL(location);
  if (url.searchParams.get('state') !== state) return undefined;
  return url.searchParams.get('code') ?? undefined;
}

export async function grantFromSandboxConsent(
  request: SandboxConsentRequest,
): Promise<SandboxConsentResult> {
  const pkce = createPkce();
  const state = createState();
  const redirectUri = redirectUriOn(request.redirectPort);
  const authorization = new URL(
    buildAuthorizationUrl({
      loginUrl: request.loginUrl,
      clientId: request.clientId,
      redirectUri,
      scopes: request.scopes,
      codeChallenge: pkce.challenge,
      state,
    }),
  );
  // The consent form posts the request back with the user's answer and the ticked scopes.
  const form = new URLSearchParams(authorization.searchParams);
  form.set('username', request.username);
  form.set('password', request.password);
  for (const scope of request.scopes) form.append('scope_granted', scope);
  form.set('decision', 'allow');
  let consent: Response;
  try {
    consent = await fetch(endpointUrl(request.loginUrl, 'authorize'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    await consent.body?.cancel();
  } catch {
    return { ok: false, error: 'the sandbox could not be reached' };
  }
  const code = codeFrom(consent.headers.get('location'), state);
  if (consent.status !== 302 || code === undefined) {
    return {
      ok: false,
      error: `the sandbox did not approve the sign-in (HTTP ${consent.status})`,
    };
  }
  const exchanged = await requestTokens(endpointUrl(request.loginUrl, 'oauthToken'), {
    form: {
      grant_type: 'authorization_code',
      client_id: request.clientId,
      code,
      redirect_uri: redirectUri,
      code_verifier: pkce.verifier,
    },
  });
  if (!exchanged.ok) return { ok: false, error: exchanged.error.message };
  const built = grantFromTokens('oauth', exchanged.value);
  return built.ok ? built : { ok: false, error: built.error.message };
}

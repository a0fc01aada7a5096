import { AUDIENCE, endpointUrl } from './endpoints.ts';

/** The browser URL of one authorization request (docs/service-notes.md "Tokens"). */

export interface AuthorizationRequest {
  readonly loginUrl: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scopes: readonly string[];
  readonly codeChallenge: string;
  readonly state: string;
}

export function buildAuthorizationUrl(request: AuthorizationRequest): string {
  const url = endpointUrl(request.loginUrl, 'authorize');
  const params: [string, string][] = [
    ['client_id', request.clientId],
    ['redirect_uri', request.redirectUri],
    ['response_type', 'code'],
    ['audience', AUDIENCE],
    ['scope', [...new Set(request.scopes)].join(' ')],
    ['code_challenge', request.codeChallenge],
    ['code_challenge_method', 'S256'],
    ['state', request.state],
  ];
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.toString();
}

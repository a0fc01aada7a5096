/**
 * Test-only: collects every secret the sandbox issues or receives (by watching all `fetch`
 * traffic of the test process) and scans captured output for them. Reports say which kind of
 * secret leaked where, never the secret itself.
 */

export type SecretKind =
  'access-token' | 'refresh-token' | 'id-token' | 'code' | 'verifier' | 'password' | 'state';

/** Output headed somewhere a secret must not go, and which kinds are allowed there anyway. */
export interface Haystack {
  readonly where: string;
  readonly text: string;
  /** The authorization URL shown for "copy link" carries the state (and challenge) by design. */
  readonly allows?: readonly SecretKind[];
}

export interface SecretCollector {
  readonly secrets: Map<string, SecretKind>;
  add(kind: SecretKind, value: string | null | undefined): void;
  kinds(): Set<SecretKind>;
  /** Wraps `fetch`: request bodies, bearer headers, JSON replies and redirect targets. */
  wrap(original: typeof fetch): typeof fetch;
}

const REQUEST_FIELDS: Readonly<Record<string, SecretKind>> = {
  code: 'code',
  code_verifier: 'verifier',
  refresh_token: 'refresh-token',
  token: 'refresh-token',
  password: 'password',
  access_token: 'access-token',
};
const REPLY_FIELDS: Readonly<Record<string, SecretKind>> = {
  access_token: 'access-token',
  refresh_token: 'refresh-token',
  id_token: 'id-token',
};

function fields(text: string): Map<string, string> {
  const found = new Map<string, string>();
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null) {
      for (const [key, field] of Object.entries(value)) {
        if (typeof field === 'string') found.set(key, field);
      }
      return found;
    }
  } catch {
    // not JSON: a form body
  }
  for (const [key, field] of new URLSearchParams(text)) found.set(key, field);
  return found;
}

function bodyText(body: RequestInit['body']): string {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return '';
}

export function createSecretCollector(): SecretCollector {
  const secrets = new Map<string, SecretKind>();
  const add = (kind: SecretKind, value: string | null | undefined): void => {
    if (value !== null && value !== undefined && value.length >= 8) secrets.set(value, kind);
  };
  const collect = (text: string, names: Readonly<Record<string, SecretKind>>): void => {
    for (const [key, value] of fields(text)) {
      const kind = names[key];
      if (kind !== undefined) add(kind, value);
    }
  };
  return {
    secrets,
    add,
    kinds: () => new Set(secrets.values()),
    wrap:
      (original) =>
      async (input, init): Promise<Response> => {
        const url = new URL(input instanceof Request ? input.url : input.toString());
        if (url.pathname === '/authorize') add('state', url.searchParams.get('state'));
        collect(bodyText(init?.body), REQUEST_FIELDS);
        const bearer = /^Bearer (.+)$/.exec(new Headers(init?.headers).get('authorization') ?? '');
        add('access-token', bearer?.[1]);
        const response = await original(input, init);
        collect(await response.clone().text(), REPLY_FIELDS);
        const location = response.headers.get('location');
        if (location !== null && URL.canParse(location)) {
          add('code', new URL(location).searchParams.get('code'));
        }
        return response;
      },
  };
}

/** The values to look for: whole secrets, and the unique parts of JWTs (payload, signature). */
function needles(value: string): string[] {
  const parts = value.split('.');
  return parts.length === 3 ? [value, ...parts.slice(1).filter((p) => p.length >= 16)] : [value];
}

export function findLeaks(
  haystacks: readonly Haystack[],
  secrets: ReadonlyMap<string, SecretKind>,
): string[] {
  const leaks: string[] = [];
  for (const [value, kind] of secrets) {
    for (const haystack of haystacks) {
      if (haystack.allows?.includes(kind)) continue;
      if (needles(value).some((needle) => haystack.text.includes(needle))) {
        leaks.push(`a ${kind} appears in ${haystack.where}`);
      }
    }
  }
  return leaks;
}

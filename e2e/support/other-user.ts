/**
 * Acting as another person at the account: the sandbox's staff user signs in with a password
 * straight at the sandbox (`POST /auth/token`) and changes things through its GraphQL endpoint,
 * outside the app, as a colleague would.
 */
const STAFF = { username: 'staff@sandbox.test', password: 'sandbox' };

async function staffToken(sandbox: string): Promise<string> {
  const reply = await fetch(`${sandbox}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  const body = (await reply.json()) as { access_token?: string };
  if (typeof body.access_token !== 'string') throw new Error('the staff user could not sign in');
  return body.access_token;
}

export async function asOtherUser<T>(
  sandbox: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const token = await staffToken(sandbox);
  const reply = await fetch(`${sandbox}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || body.data === undefined) {
    throw new Error(`the sandbox refused: ${body.errors?.map((e) => e.message).join('; ') ?? ''}`);
  }
  return body.data;
}

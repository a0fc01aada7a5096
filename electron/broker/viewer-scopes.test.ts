/**
 * The signed-in user and the scopes are asked apart (Viewer, ViewerScopes), so a service whose
 * `User` has no `scopes` (the published 2024 schema) loses only the scopes, and actions stay gated
 * by the scopes of the token response.
 */
import { buildSchema, parse, validate } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLISHED_SDL } from '../../shared/api/schema-sdl.ts';
import { startHarness, tokenAuth, type Harness } from './testing/broker-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const published = buildSchema(PUBLISHED_SDL);
const GRANTED = ['view:accounts', 'view:products'];

/**
 * A service with only the published schema: a document it cannot validate is answered with the
 * GraphQL validation errors and no `data`, as a GraphQL server does; anything else is served.
 */
function publishedSchemaOnly(status: number) {
  return async (body: string, send: () => Promise<Response>): Promise<Response> => {
    const { query } = JSON.parse(body) as { query: string };
    const errors = validate(published, parse(query));
    if (errors.length === 0) return send();
    return new Response(JSON.stringify({ errors: errors.map((e) => e.toJSON()) }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

describe('Viewer and ViewerScopes', () => {
  it('the sandbox answers both: the user, and the scopes the token was granted', async () => {
    h = await startHarness({}, { auth: (s) => tokenAuth(s, { scopes: GRANTED }) });
    const viewer = await h.broker.execute({ operationName: 'Viewer', variables: {} });
    const scopes = await h.broker.execute({ operationName: 'ViewerScopes', variables: {} });
    expect(viewer).toMatchObject({
      ok: true,
      value: { data: { me: { data: { email: expect.any(String) as unknown } } } },
    });
    expect(scopes.ok && scopes.value.data).toMatchObject({ me: { data: { scopes: GRANTED } } });
  });

  it.each([200, 400])(
    'a service refusing `scopes` (HTTP %i) fails ViewerScopes only; gating keeps the token’s scopes',
    async (status) => {
      h = await startHarness(
        {},
        { auth: (s) => tokenAuth(s, { scopes: GRANTED }), intercept: publishedSchemaOnly(status) },
      );
      const viewer = await h.broker.execute({ operationName: 'Viewer', variables: {} });
      expect(viewer.ok).toBe(true);
      expect(viewer.ok && viewer.value.data).toMatchObject({
        me: {
          data: {
            email: expect.any(String) as unknown,
            account: { username: expect.any(String) as unknown },
          },
        },
      });

      const scopes = await h.broker.execute({ operationName: 'ViewerScopes', variables: {} });
      expect(scopes.ok).toBe(false);
      expect(!scopes.ok && scopes.error.message).toContain('Cannot query field "scopes"');

      // Granted by the token response: products run, orders are refused before sending.
      const products = await h.broker.execute({
        operationName: 'ProductsPage',
        variables: { first: 2 },
      });
      expect(products.ok).toBe(true);
      const sent = h.wire.requests.length;
      const orders = await h.broker.execute({
        operationName: 'OrdersPage',
        variables: { first: 2 },
      });
      expect(orders).toMatchObject({ ok: false, error: { kind: 'missing-scope' } });
      expect(h.wire.requests.length).toBe(sent);
    },
  );
});

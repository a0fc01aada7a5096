import { afterEach, describe, expect, it } from 'vitest';
import { dig, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(options: Parameters<typeof startTestSandbox>[0] = {}): Promise<TestSandbox> {
  t = await startTestSandbox(options);
  return t;
}

async function post(
  s: TestSandbox,
  body: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${s.sandbox.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${s.token(null)}`,
      ...headers,
    },
    body,
  });
}

describe('authentication', () => {
  it('answers 401 with a JSON body without a token, introspection included', async () => {
    const s = await start();
    for (const query of [
      '{ products { data { edges { node { sku } } } } }',
      '{ __schema { queryType { name } } }',
    ]) {
      const { status, body, headers } = await s.graphql(null, query);
      expect(status).toBe(401);
      expect(headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(body.errors?.[0]?.message).toMatch(/bearer token/i);
    }
  });

  it('rejects forged, malformed and expired tokens with 401', async () => {
    const s = await start({ tokenTtlSeconds: 60 });
    const good = s.token(null);
    const [header = '', payload = '', signature = ''] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    const cases = [
      `${header}.${forgedPayload}.${signature}`,
      `${header}.${payload}.${'A'.repeat(43)}`,
      'not-a-jwt',
    ];
    for (const token of cases) {
      expect((await s.graphql(token, '{ user_quota { credits_remaining } }')).status).toBe(401);
    }
    expect((await s.graphql(good, '{ user_quota { credits_remaining } }')).status).toBe(200);
    s.clock.advance(61_000);
    const expired = await s.graphql(good, '{ user_quota { credits_remaining } }');
    expect(expired.status).toBe(401);
    expect(expired.body.errors?.[0]?.message).toMatch(/expired/);
  });

  it('serves introspection to a valid token', async () => {
    const s = await start();
    const { status, body } = await s.graphql(
      s.token(null),
      '{ __type(name: "User") { fields { name } } }',
    );
    expect(status).toBe(200);
    const names = (dig(body, 'data.__type.fields') as { name: string }[]).map((f) => f.name);
    expect(names).toContain('scopes');
  });
});

describe('request-count cap (HTTP 429)', () => {
  it('refuses requests past the limit in the window, counting errors and introspection', async () => {
    const s = await start({ requestLimit: 4, requestWindowSeconds: 300 });
    const token = s.token(null);
    expect((await s.graphql(token, '{ user_quota { credits_remaining } }')).status).toBe(200);
    expect((await s.graphql(token, '{ nope }')).status).toBe(200); // errored, still counted
    expect((await s.graphql(token, '{ __schema { queryType { name } } }')).status).toBe(200);
    expect(
      (await s.graphql(s.token(null, s.staff), '{ user_quota { credits_remaining } }')).status,
    ).toBe(200);
    const refused = await s.graphql(token, '{ user_quota { credits_remaining } }');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account has its own count.
    expect(
      (await s.graphql(s.token(null, s.secondOwner), '{ user_quota { credits_remaining } }'))
        .status,
    ).toBe(200);
    // Refused requests are not counted: once the window passes, requests go through again.
    s.clock.advance(300_001);
    expect((await s.graphql(token, '{ user_quota { credits_remaining } }')).status).toBe(200);
  });
});

describe('bad input never crashes the server', () => {
  it('answers malformed JSON, wrong types, oversized bodies, wrong methods and media types clearly', async () => {
    const s = await start();
    const cases: [Promise<Response>, number, RegExp][] = [
      [post(s, '{"query": '), 400, /not valid JSON/],
      [post(s, '[1,2]'), 400, /JSON object/],
      [post(s, JSON.stringify({ query: 42 })), 400, /"query" must be a non-empty string/],
      [
        post(s, JSON.stringify({ query: '{ me { request_id } }', variables: [1] })),
        400,
        /"variables"/,
      ],
      [
        post(s, JSON.stringify({ query: '{ me { request_id } }', operationName: 7 })),
        400,
        /"operationName"/,
      ],
      [post(s, JSON.stringify({ query: 'x'.repeat(2 * 1024 * 1024) })), 413, /exceeds/],
      [post(s, 'query=x', { 'content-type': 'text/plain' }), 415, /content type/],
      [
        fetch(`${s.sandbox.url}/graphql`, {
          headers: { authorization: `Bearer ${s.token(null)}` },
        }),
        405,
        /POST/,
      ],
    ];
    for (const [request, status, message] of cases) {
      const response = await request;
      expect(response.status).toBe(status);
      const body = (await response.json()) as { errors: { message: string; code: number }[] };
      expect(body.errors[0]?.message).toMatch(message);
    }
    // Still serving after all that.
    expect((await s.graphql(s.token(null), '{ user_quota { credits_remaining } }')).status).toBe(
      200,
    );
  });

  it('reports wrongly typed variables as an error in the reply', async () => {
    const s = await start();
    const { status, body } = await s.graphql(
      s.token(null),
      'query Q($n: Int) { products { data(first: $n) { edges { node { sku } } } } }',
      { n: 'ten' },
    );
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toMatch(/\$n/);
    expect(dig(body, 'extensions.throttling.cost')).toBe(1);
  });

  it('names operations it does not simulate, with their data entry null', async () => {
    const s = await start();
    const { body } = await s.graphql(
      s.token(null),
      '{ bills { data(first: 1) { edges { node { id } } } } products { data(first: 1) { edges { node { sku } } } } }',
    );
    expect(dig(body, 'data.bills')).toBeNull();
    // A code the service uses (3), with a message that says it is the sandbox's limit.
    expect(body.errors?.[0]).toMatchObject({ operation: 'bills', field: 'bills', code: 3 });
    expect(body.errors?.[0]?.message).toMatch(/sandbox does not simulate "bills"/);
    expect(dig(body, 'data.products.data.edges.0.node.sku')).toEqual(expect.any(String));
  });
});

describe('fault injection', () => {
  it('answers 503 at the fail rate and can be switched off at run time', async () => {
    const s = await start({ failRate: 1 });
    expect((await s.graphql(s.token(null), '{ user_quota { credits_remaining } }')).status).toBe(
      503,
    );
    s.sandbox.setFaults({ failRate: 0 });
    expect((await s.graphql(s.token(null), '{ user_quota { credits_remaining } }')).status).toBe(
      200,
    );
  });

  it('fails about the given fraction of requests', async () => {
    const s = await start({ failRate: 0.3, requestLimit: 1000 });
    let failed = 0;
    for (let i = 0; i < 200; i++) {
      if ((await s.graphql(s.token(null), '{ user_quota { credits_remaining } }')).status === 503)
        failed++;
    }
    expect(failed).toBeGreaterThan(35);
    expect(failed).toBeLessThan(85);
  });
});

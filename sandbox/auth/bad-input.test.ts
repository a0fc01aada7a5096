import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claims, json, postJson, startHarness, str, type Harness } from './testing/auth-harness.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

function post(path: string, contentType: string, body: string): Promise<Response> {
  return fetch(new URL(path, h.base), {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    redirect: 'manual',
  });
}

const BIG = 'x'.repeat(200_000);

/** The service still signs people in: nothing above broke its state. */
async function stillWorks(): Promise<void> {
  const res = await postJson(h, 'auth/token', h.service.demo.owner);
  expect(res.status).toBe(200);
}

describe.each(['auth/token', 'auth/refresh'])('POST /%s with bad input', (path) => {
  it('answers malformed JSON with 400 invalid_request', async () => {
    const res = await post(path, 'application/json', '{"username": ');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      error: 'invalid_request',
      error_description: 'Body is not valid JSON',
    });
    await stillWorks();
  });

  it.each(['[]', '"text"', '42', 'null'])('answers the non-object %s with 400', async (text) => {
    const res = await post(path, 'application/json', text);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe('invalid_request');
  });

  it('answers an oversized body with 413', async () => {
    const res = await post(path, 'application/json', JSON.stringify({ username: BIG }));
    expect(res.status).toBe(413);
    expect((await json(res)).error).toBe('invalid_request');
    await stillWorks();
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post(path, 'text/plain', 'username=a');
    expect(res.status).toBe(415);
    expect((await json(res)).error).toBe('invalid_request');
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const res = await fetch(new URL(path, h.base));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await json(res)).error).toBe('method_not_allowed');
  });
});

describe.each(['oauth/token', 'oauth/revoke'])('POST /%s with bad input', (path) => {
  it('answers JSON (valid or not) with 400 invalid_request', async () => {
    for (const body of ['{"client_id":"floorboard-desktop"}', '{"client_id": ']) {
      const res = await post(path, 'application/json', body);
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe('invalid_request');
    }
  });

  it('answers an oversized body with 413', async () => {
    const res = await post(path, 'application/x-www-form-urlencoded', `token=${BIG}`);
    expect(res.status).toBe(413);
    expect((await json(res)).error).toBe('invalid_request');
    await stillWorks();
  });

  it('answers garbage form bytes with a JSON error, not a crash', async () => {
    const res = await post(path, 'application/x-www-form-urlencoded', '%%%&&&==%ZZ\u0000');
    expect([400, 401]).toContain(res.status);
    expect(typeof (await json(res)).error).toBe('string');
  });

  it('answers other methods with 405', async () => {
    const res = await fetch(new URL(path, h.base));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('the service as a whole', () => {
  it('leaves other paths to the caller', async () => {
    expect((await fetch(new URL('graphql', h.base))).status).toBe(404);
    expect((await fetch(new URL('auth/token/extra', h.base))).status).toBe(404);
  });

  it('survives a client that disconnects mid-body', async () => {
    await new Promise<void>((resolve) => {
      const req = request(new URL('auth/token', h.base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '1000' },
      });
      req.on('error', () => resolve());
      // Gone once part of the body has left, however long that took: no timer to guess it.
      req.write('{"username":', () => {
        req.destroy();
        resolve();
      });
    });
    await stillWorks();
  });

  it('takes the issuer from a well-formed Host header only', async () => {
    const port = new URL(h.base).port;
    const signIn = (host: string) =>
      new Promise<string>((resolve, reject) => {
        const req = request(new URL('auth/token', h.base), {
          method: 'POST',
          headers: { 'content-type': 'application/json', host },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => {
            const body = JSON.parse(text) as { access_token?: unknown };
            resolve(str(body.access_token));
          });
        });
        req.on('error', reject);
        req.end(JSON.stringify(h.service.demo.owner));
      });
    expect(claims(await signIn(`localhost:${port}`)).iss).toBe(`http://localhost:${port}/`);
    expect(claims(await signIn('evil"/path')).iss).toBe(h.base);
  });
});

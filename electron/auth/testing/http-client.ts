import { request } from 'node:http';
import { createServer } from 'node:net';

/** Test-only HTTP helpers that open a fresh connection per request (no pooling surprises). */

export interface SimpleResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function httpRequest(
  url: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<SimpleResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Resolves with the error code of a failed request (e.g. ECONNREFUSED), or 'connected'. */
export async function connectionOutcome(url: string): Promise<string> {
  try {
    await httpRequest(url);
    return 'connected';
  } catch (error) {
    return typeof error === 'object' && error !== null && 'code' in error
      ? String(error.code)
      : 'unknown';
  }
}

/** Whether this machine can listen on ::1 at all (some containers have no IPv6 loopback). */
export function canBindIpv6Loopback(): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port: 0, host: '::1' }, () => {
      server.close(() => resolve(true));
    });
  });
}

/** Occupies a free port on 127.0.0.1 the way another program would. */
export function occupyPort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      if (typeof address !== 'object' || address === null) {
        reject(new Error('no address'));
        return;
      }
      resolve({
        port: address.port,
        release: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

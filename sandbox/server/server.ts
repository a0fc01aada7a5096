/** The sandbox's single origin: it serves as both `{base_url}` and `{login_url}`. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AuthService } from '../auth/service.ts';
import type { GraphqlEngine } from '../graphql/engine.ts';
import { handleControl, type SandboxControl } from './control-route.ts';
import { handleGraphql, type Faults } from './graphql-route.ts';
import type { RequestLimiter } from '../http/request-limit.ts';
import { sendJson } from '../http/respond.ts';

export interface ServerDeps {
  auth: AuthService;
  engine: GraphqlEngine;
  limiter: RequestLimiter;
  faults: Faults;
  latency: () => number;
  log: (message: string) => void;
  /** Test-only steering endpoints (control-route.ts); absent: off. */
  control?: SandboxControl;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function route(req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  // Before the injected latency: a test steering faults should not wait for them.
  if (await handleControl(req, res, url, deps.control)) return;
  const latency = deps.latency();
  if (latency > 0) await sleep(latency);
  if (url.pathname === '/graphql') {
    await handleGraphql(req, res, deps);
    return;
  }
  if (await deps.auth.handle(req, res, url)) return;
  req.resume();
  if (url.pathname === '/' || url.pathname === '/health') {
    sendJson(res, 200, { service: 'floorboard-sandbox', graphql: '/graphql', status: 'ok' });
    return;
  }
  sendJson(res, 404, { error: 'not_found', error_description: `No route for ${url.pathname}` });
}

export function createSandboxServer(deps: ServerDeps): Server {
  return createServer((req, res) => {
    route(req, res, deps).catch((error: unknown) => {
      // A bug must not take the server down or leave the client hanging.
      deps.log(
        `sandbox: unhandled error on ${req.method ?? ''} ${req.url?.split('?')[0] ?? ''}: ${String(error)}`,
      );
      if (!res.headersSent)
        sendJson(res, 500, { error: 'server_error', error_description: 'Internal error' });
      else res.destroy();
    });
  });
}

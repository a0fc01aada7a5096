/**
 * A pass-through HTTP proxy between a web host and the sandbox that can hold one reply: once armed
 * with a GraphQL field name, the next request whose query names it is sent on to the sandbox (so
 * the service applies it) and its reply is kept from the host, which waits for it until it is
 * killed. This is the window a crash between sending a mutation and its reply leaves, made
 * deterministic without any hook in the app or the sandbox. A reply can also be only delayed until
 * the test releases it (a page of the catalogue copy still arriving while the test types).
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldReply {
  /** The sandbox's reply the host never got. */
  readonly body: string;
}

export interface HoldingProxy {
  /** Origin to hand the host as its `--api`. */
  readonly url: string;
  /** Holds the reply of the next request naming `field`; resolves once the sandbox has answered. */
  holdNext(field: string): Promise<HeldReply>;
  /**
   * Delays the reply of the next request naming `field` until `release()`: late, not lost.
   * `held` resolves once the sandbox has answered (and the host is waiting for it).
   */
  delayNext(field: string): { readonly held: Promise<HeldReply>; readonly release: () => void };
  /** The GraphQL operation names of every request passed on, in order. */
  readonly operations: () => readonly string[];
  close(): Promise<void>;
}

const readAll = async (stream: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Ends an exchange whose request or reply broke off (a connection reset by the host or the
 * sandbox): a 502 if nothing was sent yet, so the failure stays in this exchange instead of
 * becoming an unhandled rejection in the test's worker.
 */
function endBroken(res: ServerResponse): void {
  if (!res.headersSent) res.writeHead(502);
  res.end();
}

function operationNameOf(body: Buffer): string {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const name: unknown =
      typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'operationName') : null;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const upstream = new URL(target);
  let armed:
    { field: string; resolve: (held: HeldReply) => void; until?: Promise<void> } | undefined;
  const operations: string[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      operations.push(operationNameOf(body));
      const hold = armed !== undefined && body.toString('utf8').includes(armed.field);
      const holder = hold ? armed : undefined;
      if (hold) armed = undefined;
      const forwarded = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: upstream.host },
        },
        (reply) => {
          void (async () => {
            const replyBody = await readAll(reply);
            if (holder !== undefined) {
              holder.resolve({ body: replyBody.toString('utf8') });
              // Never answered (the host keeps waiting until it is killed), or answered late.
              if (holder.until === undefined) return;
              await holder.until;
            }
            res.writeHead(reply.statusCode ?? 502, reply.headers);
            res.end(replyBody);
          })().catch(() => endBroken(res));
        },
      );
      forwarded.on('error', () => endBroken(res));
      forwarded.end(body);
    })().catch(() => endBroken(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    holdNext: (field) =>
      new Promise<HeldReply>((resolve) => {
        armed = { field, resolve };
      }),
    delayNext: (field) => {
      let release = (): void => undefined;
      const until = new Promise<void>((resolve) => {
        release = resolve;
      });
      const held = new Promise<HeldReply>((resolve) => {
        armed = { field, resolve, until };
      });
      return { held, release };
    },
    operations: () => operations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

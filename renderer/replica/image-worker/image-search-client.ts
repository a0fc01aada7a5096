/**
 * The page's side of the catalogue search worker (serve-image.ts): sends it an image and what
 * changes, and asks it queries, matching rows and code lookups, each answer a `Result` with a
 * typed error. Written against a `MessageEnd` (a Worker, or a MessagePort in tests).
 *
 * Queries are latest-wins: at most one is with the worker; a newer query settles any older one
 * still pending as `superseded` (the older one's reply, when it comes, is dropped) and is sent as
 * soon as the worker answers the one it is busy with, so keystrokes never queue up behind each
 * other. A query asked before the latest `load` or `applyChanges` was sent is asked again, so an
 * answer from an image the page has since replaced is never given (`from` names the image an
 * answer came from).
 */
import type { ImageError } from '../../../shared/catalogue-image/open.ts';
import type {
  ReplicaLookupResult,
  ReplicaQuery,
  ReplicaQueryResult,
} from '../../../shared/replica/query.ts';
import { toColumns, type ProductColumns } from '../../../shared/replica/replica-columns.ts';
import type { ReplicaContents, ReplicaRow } from '../../../shared/replica/types.ts';
import type { Result } from '../../../shared/result.ts';
import type {
  ImageFilter,
  ImageReply,
  ImageRequest,
  ImageWorkerErrorKind,
  MessageEnd,
} from './messages.ts';
import { readReply } from './read-reply.ts';

export interface ImageSearchError {
  readonly kind: ImageWorkerErrorKind | 'superseded' | 'disposed';
  readonly message: string;
  /** With `bad-image`: why the image did not open. */
  readonly image?: ImageError;
}

/** An answer and the image (main's copy and version) it was answered from. */
export interface FromImage<T> {
  readonly from: ReplicaContents;
  readonly answer: T;
}

export type ImageAnswer<T> = Promise<Result<FromImage<T>, ImageSearchError>>;

export interface ImageSearchClient {
  /**
   * Sends a whole image and what changed over it since it was built (`over`, none if left out);
   * `image` is transferred, so the caller's buffer is detached.
   */
  load(
    image: ArrayBuffer,
    contents: ReplicaContents,
    over?: ChangesOver,
  ): ImageAnswer<{ readonly size: number }>;
  /** What changed after `after` up to `contents` (as main sends it), laid over the image held. */
  applyChanges(
    after: ReplicaContents,
    contents: ReplicaContents,
    changed: ProductColumns,
    removed: readonly string[],
  ): ImageAnswer<{ readonly size: number }>;
  query(query: ReplicaQuery): ImageAnswer<ReplicaQueryResult>;
  matching(query: ImageFilter): ImageAnswer<readonly ReplicaRow[]>;
  lookup(code: string): ImageAnswer<ReplicaLookupResult>;
  /** Stops listening; everything pending, and anything asked later, settles as `disposed`. */
  dispose(): void;
}

/** Products changed or added (main's column form) and ids removed, over an image. */
export interface ChangesOver {
  readonly changed: ProductColumns;
  readonly removed: readonly string[];
}

const NO_CHANGES: ChangesOver = { changed: toColumns([]), removed: [] };

export interface ImageSearchClientOptions {
  /** A reply that answers no request the client can name (its id unreadable). */
  readonly report?: (error: ImageSearchError) => void;
}

type Settle = (reply: ImageReply | ImageSearchError) => void;
type Resolve<T> = (result: Result<FromImage<T>, ImageSearchError>) => void;
/** A request without its id: the client numbers them. */
type Unnumbered = ImageRequest extends infer R
  ? R extends ImageRequest
    ? Omit<R, 'id'>
    : never
  : never;

interface QueryCall {
  readonly query: ReplicaQuery;
  readonly resolve: Resolve<ReplicaQueryResult>;
}

const failed = (kind: ImageSearchError['kind'], message: string) =>
  ({ ok: false, error: { kind, message } }) as const;

const SUPERSEDED = failed('superseded', 'A newer query replaced this one.');
const DISPOSED = failed('disposed', 'The catalogue search was closed.');

const isError = (value: ImageReply | ImageSearchError): value is ImageSearchError =>
  !('id' in value);

/**
 * Settles a request with its reply: the value `take` reads from a reply of the kind it expects,
 * the worker's or the client's error, or `malformed-message` for a reply of another kind.
 */
function settler<T>(resolve: Resolve<T>, take: (reply: ImageReply) => FromImage<T> | null): Settle {
  return (reply) => {
    if (isError(reply)) return resolve({ ok: false, error: reply });
    if (reply.kind === 'error') return resolve({ ok: false, error: reply.error });
    const value = take(reply);
    resolve(
      value
        ? { ok: true, value }
        : failed('malformed-message', `an unexpected ${reply.kind} reply`),
    );
  };
}

export function createImageSearchClient(
  end: MessageEnd,
  options: ImageSearchClientOptions = {},
): ImageSearchClient {
  let nextId = 1;
  let disposed = false;
  /** Moves on with every image or change sent: a query asked before it is asked again. */
  let generation = 0;
  const pending = new Map<number, Settle>();
  let inFlight: { id: number; generation: number; call: QueryCall | null } | null = null;
  let waiting: QueryCall | null = null;

  const send = (request: Unnumbered, transfer: Transferable[] = []): number => {
    const id = nextId++;
    end.postMessage({ ...request, id }, transfer);
    return id;
  };

  const ask = <T>(
    request: Unnumbered,
    take: (reply: ImageReply) => FromImage<T> | null,
    transfer?: Transferable[],
  ): ImageAnswer<T> =>
    new Promise((resolve) => {
      if (disposed) return resolve(DISPOSED);
      pending.set(send(request, transfer), settler(resolve, take));
    });

  const sendQuery = (call: QueryCall): void => {
    inFlight = { id: send({ kind: 'query', query: call.query }), generation, call };
  };

  const settleQuery = (reply: ImageReply | ImageSearchError): void => {
    if (!inFlight) return;
    const { call } = inFlight;
    const stale = inFlight.generation !== generation;
    inFlight = null;
    if (call && stale && !isError(reply)) return sendQuery(call);
    if (call) {
      settler(call.resolve, (r) =>
        r.kind === 'query' ? { from: r.from, answer: r.result } : null,
      )(reply);
    }
    const next = waiting;
    waiting = null;
    if (next) sendQuery(next);
  };

  const settle = (id: number | null, reply: ImageReply | ImageSearchError): void => {
    if (id !== null && id === inFlight?.id) return settleQuery(reply);
    const found = id === null ? undefined : pending.get(id);
    if (id !== null && found) {
      pending.delete(id);
      return found(reply);
    }
    // An answer to a query superseded meanwhile is expected and dropped; an error naming no
    // request is reported.
    if (isError(reply)) options.report?.(reply);
    else if (reply.kind === 'error' && reply.id === null) options.report?.(reply.error);
  };

  const onMessage = (event: MessageEvent): void => {
    const read = readReply(event.data);
    if (read.ok) return settle(read.value.id, read.value);
    settle(read.error.id, { kind: 'malformed-message', message: read.error.message });
  };
  const onMessageError = (): void =>
    options.report?.({ kind: 'malformed-message', message: 'a reply could not be received' });

  end.addEventListener('message', onMessage);
  end.addEventListener('messageerror', onMessageError);
  end.start?.();

  const sized = (reply: ImageReply) =>
    reply.kind === 'loaded' || reply.kind === 'changed'
      ? { from: reply.from, answer: { size: reply.size } }
      : null;

  return {
    load(image, contents, over = NO_CHANGES) {
      if (!disposed) generation++;
      const { changed, removed } = over;
      return ask({ kind: 'load', contents, image, changed, removed }, sized, [image]);
    },
    applyChanges(after, contents, changed, removed) {
      if (!disposed) generation++;
      return ask({ kind: 'changes', after, contents, changed, removed }, sized);
    },
    query(query) {
      return new Promise((resolve) => {
        if (disposed) return resolve(DISPOSED);
        waiting?.resolve(SUPERSEDED);
        if (inFlight?.call) {
          inFlight.call.resolve(SUPERSEDED);
          inFlight.call = null;
        }
        const call = { query, resolve };
        if (inFlight) waiting = call;
        else sendQuery(call);
      });
    },
    matching(query) {
      return ask({ kind: 'matching', query }, (reply) =>
        reply.kind === 'matching' ? { from: reply.from, answer: reply.rows } : null,
      );
    },
    lookup(code) {
      return ask({ kind: 'lookup', code }, (reply) =>
        reply.kind === 'lookup' ? { from: reply.from, answer: reply.result } : null,
      );
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      end.removeEventListener('message', onMessage);
      end.removeEventListener('messageerror', onMessageError);
      for (const found of pending.values()) found(DISPOSED.error);
      pending.clear();
      inFlight?.call?.resolve(DISPOSED);
      waiting?.resolve(DISPOSED);
      inFlight = null;
      waiting = null;
    },
  };
}

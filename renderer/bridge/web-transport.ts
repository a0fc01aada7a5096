import type {
  BridgeEvent,
  BridgeEvents,
  BridgeMethod,
  BridgePayload,
  BridgeResponses,
  BridgeTransport,
} from '../../shared/bridge/contract.ts';
import { MAX_PAYLOAD_BYTES } from '../../shared/bridge/limits.ts';
import { fail, type BridgeResult } from '../../shared/bridge/errors.ts';
import { isBridgeResult } from '../../shared/bridge/result-shape.ts';
import { ENVELOPE_ALLOWANCE_BYTES } from '../../shared/bridge/web-protocol.ts';
import { createEventEmitter } from '../../shared/events/emitter.ts';
import { hasBinaryParts, restoreBinaryParts, type FetchBinary } from './binary-replies.ts';

/**
 * The bridge over the web host's WebSocket. Calls made while the socket is (re)connecting wait
 * for it; a connection attempt that fails fails them, and a connection that drops fails the
 * calls in flight, all with `{ kind: 'network' }` — never silently re-sent, because a mutation
 * may already have run. The socket reconnects with exponential backoff; event listeners stay
 * registered across reconnects (the host sends every event, and the latest of each on connect).
 */

/**
 * What the transport needs of a socket; `browser-socket.ts` adapts the DOM WebSocket. Handlers
 * are called asynchronously (never from inside `OpenSocket`), as browser events are.
 */
export interface SocketHandlers {
  onOpen(): void;
  onMessage(text: string): void;
  /** Called once, whether the socket closed after opening or never opened. */
  onClose(): void;
}
export interface BridgeSocket {
  send(text: string): void;
  close(): void;
}
export type OpenSocket = (handlers: SocketHandlers) => BridgeSocket;

/**
 * What became of one socket: it opened, it closed after opening (`dropped`), or it never opened
 * (`failed`). A watcher tells a host that stopped from one that restarted (host-watch.ts).
 */
export type ConnectionEvent = 'open' | 'dropped' | 'failed';

export interface WebTransportOptions {
  readonly open: OpenSocket;
  /** Runs `task` after `ms`; returns a cancel function. */
  readonly schedule?: (task: () => void, ms: number) => () => void;
  readonly initialBackoffMs?: number;
  readonly maxBackoffMs?: number;
  readonly onListenerError?: (error: unknown) => void;
  readonly onConnection?: (event: ConnectionEvent) => void;
  /**
   * Fetches a reply's binary parts (`{ $binary, bytes }`, see binary-replies.ts); without it such
   * a reply fails with a network error.
   */
  readonly fetchBinary?: FetchBinary;
}

export interface WebTransport extends BridgeTransport {
  /** Stops reconnecting and fails whatever is still waiting (page teardown, tests). */
  close(): void;
}

const LOST = 'The connection to Floorboard was lost; try again.';
const UNREACHABLE = 'Cannot reach Floorboard; it may have stopped.';
const CLOSED = 'The connection to Floorboard was closed.';

interface Call {
  readonly text: string;
  sent: boolean;
  readonly resolve: (result: BridgeResult<unknown>) => void;
}

export function createWebTransport(options: WebTransportOptions): WebTransport {
  const schedule = options.schedule ?? defaultSchedule;
  const initialBackoffMs = options.initialBackoffMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  const onListenerError = options.onListenerError ?? defaultListenerError;
  const onConnection = options.onConnection ?? (() => undefined);
  const fetchBinary = options.fetchBinary ?? (() => Promise.resolve(null));

  const calls = new Map<number, Call>();
  // Keyed by the name the host sends; values are typed by the event at `subscribe`.
  const events = createEventEmitter<Record<string, unknown>>((error) => onListenerError(error));
  let nextId = 1;
  let socket: BridgeSocket | null = null;
  let connected = false;
  let failedAttempts = 0;
  let cancelRetry: (() => void) | null = null;
  let closed = false;

  const network = (message: string): BridgeResult<never> => fail({ kind: 'network', message });

  const settle = (predicate: (call: Call) => boolean, message: string): void => {
    for (const [id, call] of calls) {
      if (!predicate(call)) continue;
      calls.delete(id);
      call.resolve(network(message));
    }
  };

  const sendWaiting = (): void => {
    for (const call of calls.values()) {
      if (call.sent || socket === null) continue;
      call.sent = true;
      socket.send(call.text);
    }
  };

  const connect = (): void => {
    if (closed || socket !== null) return;
    cancelRetry = null;
    let opened = false;
    let current: BridgeSocket | null = null;
    const handlers: SocketHandlers = {
      onOpen: () => {
        if (socket !== current) return;
        opened = true;
        connected = true;
        failedAttempts = 0;
        sendWaiting();
        onConnection('open');
      },
      onMessage: (text) => {
        if (socket === current) receive(text);
      },
      onClose: () => {
        if (socket !== current) return;
        socket = null;
        connected = false;
        // In flight: may or may not have run. Waiting: this attempt failed, do not hold them.
        settle((call) => call.sent, LOST);
        if (!opened) settle(() => true, UNREACHABLE);
        if (!opened) failedAttempts += 1;
        retryLater();
        onConnection(opened ? 'dropped' : 'failed');
      },
    };
    try {
      current = options.open(handlers);
      socket = current;
    } catch {
      // E.g. a constructor refusing the URL: same as an attempt that failed.
      failedAttempts += 1;
      settle(() => true, UNREACHABLE);
      retryLater();
      onConnection('failed');
    }
  };

  const retryLater = (): void => {
    if (closed || cancelRetry !== null) return;
    const delay = Math.min(maxBackoffMs, initialBackoffMs * 2 ** Math.max(0, failedAttempts - 1));
    cancelRetry = schedule(connect, delay);
  };

  const receive = (text: string): void => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const id: unknown = Reflect.get(message, 'id');
    if (typeof id === 'number') {
      const call = calls.get(id);
      if (call === undefined || !call.sent) return;
      calls.delete(id);
      const result: unknown = Reflect.get(message, 'result');
      if (!isBridgeResult(result)) {
        call.resolve(network('Floorboard sent a reply it should not have'));
      } else if (hasBinaryParts(result)) {
        // Never rejects: a part that cannot be fetched fails the call.
        void restoreBinaryParts(result, fetchBinary).then(call.resolve);
      } else {
        call.resolve(result);
      }
      return;
    }
    const event: unknown = Reflect.get(message, 'event');
    if (typeof event === 'string') events.emit(event, Reflect.get(message, 'value'));
  };

  const invoke = <M extends BridgeMethod>(
    method: M,
    payload: BridgePayload<M>,
  ): Promise<BridgeResult<BridgeResponses[M]>> => {
    if (closed) return Promise.resolve(network(CLOSED));
    const id = nextId++;
    let text: string;
    try {
      text = JSON.stringify({ id, method, payload });
    } catch {
      return Promise.resolve(invalid('The request could not be sent (not plain data)'));
    }
    // The host closes the socket on an oversized frame, which would fail every call in flight.
    if (new TextEncoder().encode(text).length > MAX_PAYLOAD_BYTES + ENVELOPE_ALLOWANCE_BYTES) {
      return Promise.resolve(invalid('The request is too large'));
    }
    return new Promise((resolve) => {
      // The host answers each method with that method's response type.
      calls.set(id, { text, sent: false, resolve: resolve as Call['resolve'] });
      if (connected) sendWaiting();
      else if (socket === null) {
        // Waiting out a backoff: someone wants an answer now, so try now.
        cancelRetry?.();
        cancelRetry = null;
        connect();
      }
    });
  };

  const subscribe = <E extends BridgeEvent>(
    event: E,
    listener: (value: BridgeEvents[E]) => void,
  ): (() => void) => {
    // The host sends this event's values under this name.
    return events.subscribe(event, (value) => listener(value as BridgeEvents[E]));
  };

  connect();

  return {
    invoke,
    subscribe,
    close() {
      closed = true;
      cancelRetry?.();
      cancelRetry = null;
      const current = socket;
      socket = null;
      connected = false;
      settle(() => true, CLOSED);
      current?.close();
    },
  };
}

function invalid(message: string): BridgeResult<never> {
  return fail({ kind: 'invalid-input', message });
}

function defaultSchedule(task: () => void, ms: number): () => void {
  const handle = setTimeout(task, ms);
  return () => clearTimeout(handle);
}

function defaultListenerError(error: unknown): void {
  console.error('A bridge event listener failed', error);
}

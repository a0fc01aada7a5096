import type { RawData, WebSocket } from 'ws';
import { BRIDGE_EVENTS, type BridgeEvent } from '../../shared/bridge/contract.ts';
import { fail, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { Dispatcher } from '../bridge/dispatcher.ts';
import type { EventHub } from '../bridge/event-hub.ts';
import type { Logger } from '../log/logger.ts';
import type { WarnFn } from '../log/rate-limit.ts';
import { withBinaryTickets } from './binary-reply.ts';
import type { BinaryTickets } from './binary-tickets.ts';
import { parseClientMessage, type MessageId } from './messages.ts';

/**
 * One authenticated bridge socket: calls go to the dispatcher and come back as `{ id, result }`,
 * the core's events go out as `{ event, value }`. The page is brought up to date on connect with
 * the latest value of each event (it may have missed some while reconnecting).
 */

/** WebSocket close codes (RFC 6455 §7.4.1). */
const UNSUPPORTED_DATA = 1003;
const INVALID_PAYLOAD = 1007;
const POLICY_VIOLATION = 1008;

export interface ConnectionDeps {
  readonly dispatcher: Dispatcher;
  readonly events: EventHub;
  /** Where the `ArrayBuffer` fields of replies wait for the page to fetch them. */
  readonly binaries: BinaryTickets;
  readonly log: Logger;
  /** For what a page can repeat at will (malformed frames): rate-limited. */
  readonly warnMalformed?: WarnFn;
}

export function attachBridgeConnection(socket: WebSocket, deps: ConnectionDeps): void {
  const { dispatcher, events, log } = deps;
  const warnMalformed: WarnFn =
    deps.warnMalformed ?? ((message, fields) => log.warn(message, fields));

  const send = (message: object): void => {
    if (socket.readyState !== socket.OPEN) return;
    let text: string;
    try {
      text = JSON.stringify(message);
    } catch {
      log.error('bridge reply is not JSON');
      return;
    }
    socket.send(text, (error) => {
      if (error) log.warn('bridge send failed', { error: error.message });
    });
  };

  // Identifies this socket's tickets, so they go when it closes.
  const owner = {};
  const reply = (id: MessageId, answer: BridgeResult<unknown>): void => {
    // The page went away: nobody would fetch a ticket issued now.
    if (socket.readyState !== socket.OPEN) return;
    const result = withBinaryTickets(answer, (buffer) => deps.binaries.hold(buffer, owner));
    // A result that cannot be serialised must still answer the call.
    try {
      JSON.stringify(result);
      send({ id, result });
    } catch {
      send({ id, result: fail({ kind: 'server', message: 'Internal error' }) });
    }
  };

  const forward = (event: BridgeEvent, value: unknown): void => send({ event, value });
  const unsubscribers = BRIDGE_EVENTS.map((event) =>
    events.subscribe(event, (value) => forward(event, value)),
  );
  for (const event of BRIDGE_EVENTS) {
    const value = events.latest(event);
    if (value !== undefined) forward(event, value);
  }

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (isBinary) {
      socket.close(UNSUPPORTED_DATA, 'text frames only');
      return;
    }
    const message = parseClientMessage(rawText(data));
    if (message.kind === 'unanswerable') {
      warnMalformed('closing bridge socket: malformed message', { reason: message.reason });
      socket.close(
        message.reason === 'not JSON' ? INVALID_PAYLOAD : POLICY_VIOLATION,
        message.reason,
      );
      return;
    }
    if (message.kind === 'invalid') {
      reply(message.id, fail({ kind: 'invalid-input', message: message.message }));
      return;
    }
    // The dispatcher never rejects; the reply is dropped if the page went away meanwhile.
    void dispatcher
      .dispatch(message.method, message.payload)
      .then((result) => reply(message.id, result))
      .catch(() => log.error('bridge reply failed'));
  });

  socket.on('close', () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
    deps.binaries.release(owner);
  });
  socket.on('error', (error) => {
    // `ws` reports oversized frames here (and closes the socket with 1009).
    log.warn('bridge socket error', { error: error.message });
  });
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

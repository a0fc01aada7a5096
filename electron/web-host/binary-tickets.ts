import { randomBytes } from 'node:crypto';
import { realScheduler, type Cancel, type Scheduler } from '../time/scheduler.ts';

/**
 * The binary parts of replies waiting to be fetched (shared/bridge/web-protocol.ts "Binary
 * replies"). Each is held under a fresh random ticket, handed out once, and dropped unfetched
 * after `ttlMs` or when the socket it was meant for closes; at most `maxHeld` wait at a time, so a
 * page that never fetches cannot make the host hold image after image.
 */

export interface BinaryTicketOptions {
  /** Runs the expiry of unfetched tickets (tests: a fake scheduler). */
  readonly scheduler?: Pick<Scheduler, 'after'>;
  readonly ttlMs?: number;
  readonly maxHeld?: number;
}

export interface BinaryTickets {
  /** A fresh ticket for `buffer`, kept for `owner`; null when `maxHeld` already wait. */
  hold(buffer: ArrayBuffer, owner: object): string | null;
  /** The buffer, once; null for a ticket never issued, already fetched or dropped. */
  take(ticket: string): ArrayBuffer | null;
  /** Drops what waits for `owner` (its socket closed). */
  release(owner: object): void;
  /** How many wait. */
  held(): number;
  /** Drops everything (the host is closing). */
  clear(): void;
}

/** Enough for the page to start its fetch right after the reply, even on a busy machine. */
export const BINARY_TICKET_TTL_MS = 60_000;
/** Normally one: the page asks for the image once, then for changes over it. */
export const MAX_BINARY_TICKETS = 8;

interface Held {
  readonly buffer: ArrayBuffer;
  readonly owner: object;
  readonly cancel: Cancel;
}

export function createBinaryTickets(options: BinaryTicketOptions = {}): BinaryTickets {
  const scheduler = options.scheduler ?? realScheduler;
  const ttlMs = options.ttlMs ?? BINARY_TICKET_TTL_MS;
  const maxHeld = options.maxHeld ?? MAX_BINARY_TICKETS;
  const tickets = new Map<string, Held>();

  const drop = (ticket: string): Held | null => {
    const held = tickets.get(ticket);
    if (held === undefined) return null;
    tickets.delete(ticket);
    held.cancel();
    return held;
  };

  return {
    hold(buffer, owner) {
      if (tickets.size >= maxHeld) return null;
      const ticket = randomBytes(32).toString('base64url');
      const cancel = scheduler.after(ttlMs, () => void drop(ticket));
      tickets.set(ticket, { buffer, owner, cancel });
      return ticket;
    },
    take: (ticket) => drop(ticket)?.buffer ?? null,
    release(owner) {
      for (const [ticket, held] of tickets) if (held.owner === owner) drop(ticket);
    },
    held: () => tickets.size,
    clear() {
      for (const ticket of [...tickets.keys()]) drop(ticket);
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { BINARY_TICKET_SHAPE } from '../../shared/bridge/web-protocol.ts';
import { createBinaryTickets } from './binary-tickets.ts';

const buffer = (size: number) => new ArrayBuffer(size);

describe('createBinaryTickets', () => {
  it('hands out a fresh well-formed ticket per buffer, and each buffer once', () => {
    const tickets = createBinaryTickets({ scheduler: createFakeScheduler() });
    const owner = {};
    const first = buffer(3);
    const one = tickets.hold(first, owner);
    const two = tickets.hold(buffer(4), owner);
    expect(one).toMatch(BINARY_TICKET_SHAPE);
    expect(two).toMatch(BINARY_TICKET_SHAPE);
    expect(two).not.toBe(one);
    expect(tickets.take(one ?? '')).toBe(first);
    expect(tickets.take(one ?? '')).toBeNull();
    expect(tickets.take('never-issued')).toBeNull();
    expect(tickets.held()).toBe(1);
  });

  it('drops a ticket left unfetched for its lifetime', () => {
    const scheduler = createFakeScheduler();
    const tickets = createBinaryTickets({ scheduler, ttlMs: 1_000 });
    const early = tickets.hold(buffer(1), {}) ?? '';
    const late = tickets.hold(buffer(1), {}) ?? '';
    scheduler.advance(999);
    expect(tickets.take(early)).not.toBeNull();
    scheduler.advance(1);
    expect(tickets.take(late)).toBeNull();
    // The fetched ticket's expiry was cancelled, not left to run.
    expect(scheduler.pendingCount()).toBe(0);
  });

  it("drops a socket's tickets when it closes, and only its own", () => {
    const tickets = createBinaryTickets({ scheduler: createFakeScheduler() });
    const closing = {};
    const staying = {};
    const gone = tickets.hold(buffer(1), closing) ?? '';
    const kept = tickets.hold(buffer(1), staying) ?? '';
    tickets.release(closing);
    expect(tickets.take(gone)).toBeNull();
    expect(tickets.take(kept)).not.toBeNull();
  });

  it('holds at most maxHeld at a time', () => {
    const scheduler = createFakeScheduler();
    const tickets = createBinaryTickets({ scheduler, maxHeld: 2 });
    const first = tickets.hold(buffer(1), {}) ?? '';
    expect(tickets.hold(buffer(1), {})).not.toBeNull();
    expect(tickets.hold(buffer(1), {})).toBeNull();
    tickets.take(first);
    expect(tickets.hold(buffer(1), {})).not.toBeNull();
    tickets.clear();
    expect(tickets.held()).toBe(0);
    expect(scheduler.pendingCount()).toBe(0);
  });
});

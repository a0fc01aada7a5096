/**
 * The menu's commands reach the page through the bridge client, which passes on only the
 * commands it knows: a value the page does not understand is dropped, never acted on.
 */
import { describe, expect, it, vi } from 'vitest';
import { createBridgeClient } from './client.ts';
import type { BridgeTransport } from './contract.ts';

function transportSending(values: readonly unknown[]): BridgeTransport {
  return {
    invoke: () => Promise.reject(new Error('not used')),
    subscribe: (event, listener) => {
      // What a host would deliver under this name, checked or not.
      if (event === 'command')
        for (const value of values) (listener as (v: unknown) => void)(value);
      return () => undefined;
    },
  };
}

describe('the command event', () => {
  it('passes on the commands the page knows and drops anything else', () => {
    const client = createBridgeClient(
      transportSending(['find', 'Find', 'open-devtools', 42, null, { command: 'find' }]),
    );
    const listener = vi.fn();
    client.onCommand(listener);
    expect(listener.mock.calls).toEqual([['find']]);
  });
});

describe('the open-alert command (a desktop notification clicked)', () => {
  const alert = {
    kind: 'order-on-hold',
    item: { id: 'O1', label: '#100512', detail: 'Operator hold', at: '2026-11-27T08:00:00' },
  };

  it('passes on a well-formed alert to open and drops malformed ones', () => {
    const client = createBridgeClient(
      transportSending([
        { open: alert },
        { open: { ...alert, kind: 'order-deleted' } },
        { open: { ...alert, item: { ...alert.item, label: 7 } } },
        { open: null },
      ]),
    );
    const listener = vi.fn();
    client.onCommand(listener);
    expect(listener.mock.calls).toEqual([[{ open: alert }]]);
  });
});

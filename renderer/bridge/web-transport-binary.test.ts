import { describe, expect, it } from 'vitest';
import { createBridgeClient } from '../../shared/bridge/client.ts';
import { fail, ok } from '../../shared/bridge/errors.ts';
import { binaryPlaceholder } from '../../shared/bridge/web-protocol.ts';
import { BINARY_MISSING_MESSAGE, type FetchBinary } from './binary-replies.ts';
import { createWebTransport, type SocketHandlers } from './web-transport.ts';

/** The transport's side of binary replies: placeholders resolved before the client sees them. */

const TICKET = 'T'.repeat(43);
const CONTENTS = { copy: 'copy-1', version: 2 };

/** A host that answers every call with `result`, once the transport has sent it. */
function transportAnswering(result: unknown, fetchBinary?: FetchBinary) {
  const asked: string[] = [];
  const transport = createWebTransport({
    open: (handlers: SocketHandlers) => {
      queueMicrotask(() => handlers.onOpen());
      return {
        send: (text) => {
          const { id, method } = JSON.parse(text) as { id: number; method: string };
          asked.push(method);
          queueMicrotask(() => handlers.onMessage(JSON.stringify({ id, result })));
        },
        close: () => undefined,
      };
    },
    schedule: () => () => undefined,
    ...(fetchBinary ? { fetchBinary } : {}),
  });
  return { bridge: createBridgeClient(transport), asked, close: () => transport.close() };
}

const imageReply = ok({
  contents: CONTENTS,
  whole: true,
  image: binaryPlaceholder(TICKET, 4),
  changed: { id: [] },
  removed: [],
});

describe('binary replies in the web transport', () => {
  it("hands the client the fetched ArrayBuffer in place of the reply's placeholder", async () => {
    const image = Uint8Array.from([1, 2, 3, 4]).buffer;
    const tickets: string[] = [];
    const { bridge, close } = transportAnswering(imageReply, (ticket) => {
      tickets.push(ticket);
      return Promise.resolve(image);
    });
    const answer = await bridge.replicaImage(null);
    close();
    expect(tickets).toEqual([TICKET]);
    expect(answer).toEqual(
      ok({ contents: CONTENTS, whole: true, image, changed: { id: [] }, removed: [] }),
    );
  });

  it('fails the call with a network error when the part cannot be fetched', async () => {
    const refusing = transportAnswering(imageReply, () => Promise.resolve(null));
    await expect(refusing.bridge.replicaImage(null)).resolves.toEqual(
      fail({ kind: 'network', message: BINARY_MISSING_MESSAGE }),
    );
    // The transport carries on.
    await expect(refusing.bridge.replicaImage(null)).resolves.toMatchObject({ ok: false });
    expect(refusing.asked).toEqual(['replica.image', 'replica.image']);
    refusing.close();

    const withoutFetcher = transportAnswering(imageReply);
    await expect(withoutFetcher.bridge.replicaImage(null)).resolves.toEqual(
      fail({ kind: 'network', message: BINARY_MISSING_MESSAGE }),
    );
    withoutFetcher.close();
  });
});
